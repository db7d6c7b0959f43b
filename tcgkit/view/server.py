"""The viewer's web server: a static page and a small JSON API, on 127.0.0.1 only.

Routes (``GET`` only):

- ``/``, ``/viewer.js``, ``/viewer.css``: the page, shipped with the package;
- ``/api/game``: the walkthrough's summary (:meth:`Walkthrough.summary`);
- ``/api/step/N``: step ``N`` (from 0) as the viewing player sees it
  (:meth:`Walkthrough.step_json`);
- ``/api/rule?id=RULE``: a log rule's requirement text, or that it is not one of ours.

Requests naming another host are refused, so that a web page elsewhere cannot read the
game through a name that resolves to this machine (DNS rebinding).
"""

from __future__ import annotations

import errno
import json
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from typing import Any
from urllib.parse import parse_qs, urlsplit

from ..core.errors import TcgkitError
from .model import Walkthrough, rule_info

HOST = "127.0.0.1"
"""The only address the viewer listens on."""

STATIC: dict[str, tuple[str, str]] = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/index.html": ("index.html", "text/html; charset=utf-8"),
    "/viewer.js": ("viewer.js", "text/javascript; charset=utf-8"),
    "/viewer.css": ("viewer.css", "text/css; charset=utf-8"),
}
"""The page's files by path: file name in the package's ``static`` folder, media type."""

# Nothing but the page's own files and API: no fonts, scripts or images from elsewhere.
_POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
           "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


def _static(name: str) -> bytes:
    return resources.files("tcgkit.view").joinpath("static", name).read_bytes()


class ViewServer:
    """A running viewer: :attr:`url` to open, :meth:`close` to stop. Serves in a thread
    of its own, so tests and the command line drive it the same way."""

    def __init__(self, walk: Walkthrough, port: int = 0) -> None:
        if not 0 <= port <= 65535:
            raise TcgkitError(f"--port {port}: expected 0 (any free port) to 65535")
        self.walk = walk
        handler: type[_Handler] = type("Handler", (_Handler,), {"walk": walk})
        try:
            self.httpd = ThreadingHTTPServer((HOST, port), handler)
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                raise TcgkitError(f"port {port} on {HOST} is already in use; choose another "
                                  f"with --port, or --port 0 for any free port") from None
            if exc.errno == errno.EACCES:
                raise TcgkitError(f"port {port} on {HOST} needs privileges this user lacks; "
                                  f"choose one above 1023, or --port 0") from None
            raise TcgkitError(f"cannot listen on {HOST}:{port}: {exc.strerror}") from None
        self.httpd.daemon_threads = True
        self.port: int = self.httpd.server_port
        handler.port = self.port
        self.url = f"http://{HOST}:{self.port}/"
        # A short poll lets close() return at once rather than after half a second.
        self._thread = threading.Thread(target=self.httpd.serve_forever, args=(0.05,),
                                        name="tcgkit-view", daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Stop serving and free the port."""
        self.httpd.shutdown()
        self.httpd.server_close()
        self._thread.join()

    def __enter__(self) -> ViewServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class _Handler(BaseHTTPRequestHandler):
    """Answers the page's requests from the walkthrough it was made for."""

    walk: Walkthrough
    port: int
    server_version = "tcgkit-view"
    sys_version = ""

    def do_GET(self) -> None:
        """Serve a static file or an API answer."""
        host = (self.headers.get("Host") or "").lower()
        if host not in (f"{HOST}:{self.port}", f"localhost:{self.port}"):
            self._send(HTTPStatus.FORBIDDEN, {"error": "unknown host"})
            return
        url = urlsplit(self.path)
        path = url.path
        if path in STATIC:
            name, media = STATIC[path]
            self._reply(HTTPStatus.OK, _static(name), media)
        elif path == "/api/game":
            self._send(HTTPStatus.OK, self.walk.summary())
        elif path.startswith("/api/step/"):
            raw = path.removeprefix("/api/step/")
            if not (raw.isdigit() and len(raw) < 8 and int(raw) < len(self.walk.steps)):
                self._send(HTTPStatus.NOT_FOUND, {"error": f"no step {raw[:20]!r}; steps are "
                                                  f"0 to {len(self.walk.steps) - 1}"})
                return
            n = int(raw)
            self._send(HTTPStatus.OK, self.walk.step_json(n))
        elif path == "/api/rule":
            rule = parse_qs(url.query).get("id", [""])[0][:200]
            if not rule:
                self._send(HTTPStatus.BAD_REQUEST, {"error": "give the rule as ?id=RULE"})
                return
            self._send(HTTPStatus.OK, rule_info(rule))
        else:
            self._send(HTTPStatus.NOT_FOUND, {"error": f"no such page: {path[:100]}"})

    def _send(self, status: HTTPStatus, data: Any) -> None:
        body = json.dumps(data, ensure_ascii=False).encode("utf-8")
        self._reply(status, body, "application/json; charset=utf-8")

    def _reply(self, status: HTTPStatus, body: bytes, media: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", media)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Content-Security-Policy", _POLICY)
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the terminal shows the address and errors, not every request."""
