"""Real Normal Monsters (no effects), with their OCG names and passcodes."""

from __future__ import annotations

from ..vocab import normal_monster

CELTIC_GUARDIAN = normal_monster("Celtic Guardian", jp="エルフの剣士", passcode="91152256",
                                 level=4, attribute="EARTH", race="Warrior", atk=1400,
                                 defense=1200)
MYSTICAL_ELF = normal_monster("Mystical Elf", jp="ホーリー・エルフ", passcode="15025844",
                              level=4, attribute="LIGHT", race="Spellcaster", atk=800,
                              defense=2000)
GIANT_SOLDIER_OF_STONE = normal_monster("Giant Soldier of Stone", jp="岩石の巨兵",
                                        passcode="13039848", level=3, attribute="EARTH",
                                        race="Rock", atk=1300, defense=2000)
ALEXANDRITE_DRAGON = normal_monster("Alexandrite Dragon", jp="アレキサンドライドラゴン",
                                    passcode="43096270", level=4, attribute="LIGHT",
                                    race="Dragon", atk=2000, defense=100)
LUSTER_DRAGON = normal_monster("Luster Dragon", jp="サファイアドラゴン", passcode="11091375",
                               level=4, attribute="WIND", race="Dragon", atk=1900,
                               defense=1600)
GENE_WARPED_WARWOLF = normal_monster("Gene-Warped Warwolf", jp="ジェネティック・ワーウルフ",
                                     passcode="69247929", level=4, attribute="EARTH",
                                     race="Beast-Warrior", atk=2000, defense=100)
VORSE_RAIDER = normal_monster("Vorse Raider", jp="ブラッド・ヴォルス", passcode="14898066",
                              level=4, attribute="DARK", race="Beast-Warrior", atk=1900,
                              defense=1200)
ARCHFIEND_SOLDIER = normal_monster("Archfiend Soldier", jp="デーモン・ソルジャー",
                                   passcode="49881766", level=4, attribute="DARK",
                                   race="Fiend", atk=1900, defense=1500)
BATTLE_OX = normal_monster("Battle Ox", jp="ミノタウルス", passcode="05053103", level=4,
                           attribute="EARTH", race="Beast-Warrior", atk=1700, defense=1000)
GEMINI_ELF = normal_monster("Gemini Elf", jp="ヂェミナイ・エルフ", passcode="69140098", level=4,
                            attribute="EARTH", race="Spellcaster", atk=1900, defense=900)
LA_JINN = normal_monster("La Jinn the Mystical Genie of the Lamp", jp="ランプの魔精・ラ・ジーン",
                         passcode="97590747", level=4, attribute="DARK", race="Fiend",
                         atk=1800, defense=1000)
NEO_THE_MAGIC_SWORDSMAN = normal_monster("Neo the Magic Swordsman", jp="魔法剣士ネオ",
                                         passcode="50930991", level=4, attribute="LIGHT",
                                         race="Spellcaster", atk=1700, defense=1000)
SUMMONED_SKULL = normal_monster("Summoned Skull", jp="デーモンの召喚", passcode="70781052",
                                level=6, attribute="DARK", race="Fiend", atk=2500,
                                defense=1200)
LUSTER_DRAGON_2 = normal_monster("Luster Dragon #2", jp="エメラルド・ドラゴン",
                                 passcode="17658803", level=6, attribute="WIND", race="Dragon",
                                 atk=2400, defense=1400)
RUDE_KAISER = normal_monster("Rude Kaiser", jp="ルード・カイザー", passcode="26378150", level=5,
                             attribute="EARTH", race="Beast-Warrior", atk=1800, defense=1600)
BLUE_EYES_WHITE_DRAGON = normal_monster("Blue-Eyes White Dragon", jp="青眼の白龍",
                                        passcode="89631139", level=8, attribute="LIGHT",
                                        race="Dragon", atk=3000, defense=2500)
DARK_MAGICIAN = normal_monster("Dark Magician", jp="ブラック・マジシャン", passcode="46986414",
                               level=7, attribute="DARK", race="Spellcaster", atk=2500,
                               defense=2100)
RED_EYES_BLACK_DRAGON = normal_monster("Red-Eyes Black Dragon", jp="真紅眼の黒竜",
                                       passcode="74677422", level=7, attribute="DARK",
                                       race="Dragon", atk=2400, defense=2000)
GAIA_THE_FIERCE_KNIGHT = normal_monster("Gaia The Fierce Knight", jp="暗黒騎士ガイア",
                                        passcode="06368038", level=7, attribute="EARTH",
                                        race="Warrior", atk=2300, defense=2100)

ALL = (CELTIC_GUARDIAN, MYSTICAL_ELF, GIANT_SOLDIER_OF_STONE, ALEXANDRITE_DRAGON,
       LUSTER_DRAGON, GENE_WARPED_WARWOLF, VORSE_RAIDER, ARCHFIEND_SOLDIER, BATTLE_OX,
       GEMINI_ELF, LA_JINN, NEO_THE_MAGIC_SWORDSMAN, SUMMONED_SKULL, LUSTER_DRAGON_2,
       RUDE_KAISER, BLUE_EYES_WHITE_DRAGON, DARK_MAGICIAN, RED_EYES_BLACK_DRAGON,
       GAIA_THE_FIERCE_KNIGHT)
