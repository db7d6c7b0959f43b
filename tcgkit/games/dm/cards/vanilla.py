"""Real creatures with no abilities. English names are those of the English Duel Masters
TCG where it printed the card; cards printed only in Japan carry a romanized name."""

from __future__ import annotations

from ..vocab import creature

REUSOL = creature("Reusol, the Oracle", jp="予言者リュゾル", civilization="light", cost=2,
                  power=2000, race="Light Bringer")
IERE = creature("Iere, Vizier of Bullets", jp="弾丸の使徒イーレ", civilization="light", cost=3,
                power=3000, race="Initiate")
RESO_PACOS = creature("Reso Pacos, Clear Sky Guardian", jp="晴天の守護者レゾ・パコス",
                      civilization="light", cost=3, power=3000, race="Guardian")
LOK = creature("Lok, Vizier of Hunting", jp="追跡の使徒ローク", civilization="light", cost=4,
               power=4000, race="Initiate")
LAH = creature("Lah, Purification Enforcer", jp="粛清の伝道師ラー", civilization="light", cost=5,
               power=5500, race="Berserker")
AQUA_VEHICLE = creature("Aqua Vehicle", jp="アクア・ビークル", civilization="water", cost=2,
                        power=1000, race="Liquid People")
SCISSOR_EYE = creature("Scissor Eye", jp="シザー・アイ", civilization="water", cost=4,
                       power=3000, race="Gel Fish")
GERARD = creature("Ryuso Kigo Va Gerard", jp="龍素記号Va ジェラード", civilization="water",
                  cost=5, power=5000, race="Crystal Command Dragon")
WRITHING_BONE_GHOUL = creature("Writhing Bone Ghoul", jp="うごめく者ボーン・グール",
                               civilization="darkness", cost=2, power=2000, race="Living Dead")
SKELETON_SOLDIER = creature("Skeleton Soldier, the Defiled", jp="汚れた者スケルトンソルジャー",
                            civilization="darkness", cost=4, power=3000, race="Living Dead")
HANG_WORM = creature("Hang Worm, Fetid Larva", jp="腐卵虫ハングワーム", civilization="darkness",
                     cost=5, power=4000, race="Parasite Worm")
VORG = creature("Immortal Baron, Vorg", jp="不死身男爵ボーグ", civilization="fire", cost=2,
                power=2000, race="Human")
EXPLOSIVE_DUDE_JOE = creature("Explosive Dude Joe", jp="爆炎野郎ジョー", civilization="fire",
                              cost=3, power=3000, race="Human")
METEORAGE_LIZARD = creature("Meteorage Lizard", jp="メテオレイジ・リザード", civilization="fire",
                            cost=6, power=5000, race="Melt Warrior")
BURNING_MANE = creature("Burning Mane", jp="炎のたてがみ", civilization="nature", cost=2,
                        power=2000, race="Beast Folk")
FEAR_FANG = creature("Fear Fang", jp="白銀の牙", civilization="nature", cost=3, power=3000,
                     race="Beast Folk")
FOREST_HORNET = creature("Forest Hornet", jp="フォレスト・ホーネット", civilization="nature",
                         cost=4, power=4000, race="Giant Insect")
TRI_HORN_SHEPHERD = creature("Tri-horn Shepherd", jp="群れを守るトライ・ホーン",
                             civilization="nature", cost=5, power=5000, race="Horned Beast")

ALL = (REUSOL, IERE, RESO_PACOS, LOK, LAH, AQUA_VEHICLE, SCISSOR_EYE, GERARD,
       WRITHING_BONE_GHOUL, SKELETON_SOLDIER, HANG_WORM, VORG, EXPLOSIVE_DUDE_JOE,
       METEORAGE_LIZARD, BURNING_MANE, FEAR_FANG, FOREST_HORNET, TRI_HORN_SHEPHERD)
