# Les textes du jeu en français. Chaque message doit correspondre un à un à en.ftl (un test le vérifie).
# Les marqueurs comme { $n } sont remplis par le jeu ; ne traduis pas les noms des variables.
#
# Note du traducteur
# Langue : français (fr), avec tutoiement.
# Traduit de en.ftl (l’original anglais), avec zh.ftl (chinois simplifié) comme référence pour le sens.
# Vocabulaire : le jeu garde son nom 连连看 (Lianliankan) ; le genre est le Shisen-Sho / Mahjong Connect.
#   tile = tuile, pair = paire, link = relier / liaison, turn = angle (deux au plus),
#   kind = type, tile set = jeu de tuiles, board = plateau, layout = disposition, cell = case,
#   ring = pourtour (du plateau), stone = pierre, obstacle = obstacle, level = niveau, pack = pack,
#   clear = réussir (un niveau) / vider (un plateau), deal = donne / distribuer, shuffle = mélanger,
#   power-up = bonus, freeze (bonus) = gel, item (course) = objet, hint = indice, partner = jumelle,
#   undo/redo = annuler / rétablir, retry = rejouer, replay = replay, leaderboard = classement,
#   rank = rang, race = course, race items hide/freeze = brouillard/glace, room = salon,
#   host = hôte, opponent = adversaire, seed = graine, streak = série, run = partie,
#   time attack = contre-la-montre, endless = sans fin, lesson = tutoriel, settings = options,
#   controller = manette, mouse = souris, on/off = oui/non.
#   Noms des touches comme le jeu les affiche : Ctrl, Shift, Esc, Enter.
#   Typographie : guillemets « », espace insécable avant : ; ! ? et à l’intérieur des guillemets.
#   Boutons, libellés et HUD volontairement courts : le jeu doit tenir en 800×600.
#   Les noms des champs des fichiers de niveau (layout, fixed, kinds, stars…) ne se traduisent pas.
# Les relectures de francophones qui jouent au Shisen-Sho sont les bienvenues : ouvre une issue avec tes corrections.

## Écran titre
title-name = 连连看
title-subtitle = Lianliankan · Shisen-Sho
title-tagline = relie les paires de tuiles avec deux angles au plus
title-controls = flèches + Enter, ou la souris
menu-play = Jouer
menu-levels = Niveaux
menu-settings = Options
menu-quit = Quitter
menu-back = Retour
menu-main = Menu principal

## Pause
pause-title = En pause
pause-title-race = Menu de la course
pause-why = le chrono est arrêté
pause-why-race = la course continue : ton chrono tourne
pause-why-reason = en pause : { $reason } ; le chrono est arrêté
pause-reason-focus = la fenêtre a perdu le focus
pause-reason-pad = la manette a été déconnectée
pad-connected = Manette connectée : { $name }
pad-disconnected = Manette déconnectée
pause-resume = Reprendre
pause-retry = Rejouer ce plateau

## Options
settings-title = Options
settings-controls = Gauche/Droite changent l’option choisie
setting-volume = Volume des effets  < { $value } % >
setting-music = Musique  < { $value } % >
setting-sound = Son  < { $value } >
setting-speed = Vitesse de retrait  < { $value } >
setting-cursor = Toujours voir le curseur  < { $value } >
setting-theme = Thème  < { $value } >
setting-fullscreen = Plein écran  < { $value } >
setting-contrast = Tuiles à fort contraste  < { $value } >
setting-motion = Animations  < { $value } >
setting-size = Taille du texte  < { $value } % >
setting-zoom = Zoom du plateau  < { $value } % >
zoom-now = Zoom du plateau { $percent } %
setting-language = Langue  < { $value } >
setting-tile-set = Tuiles  < { $value } >
setting-colour-vision = Vision des couleurs  < { $value } >
setting-background = Fond  < { $value } >
setting-chinese-style = Toute fleur, toute saison (mahjong)  < { $value } >
tile-set-shapes = formes
tile-set-mahjong = mahjong

## Commandes
settings-open-controls = Commandes
controls-title = Commandes
controls-row = { $action } :  { $keys }
controls-hint = Choisis une action, puis appuie sur sa nouvelle touche (tu peux maintenir Shift ou Ctrl en même temps). Esc annule.
controls-waiting = Appuie sur la nouvelle touche pour « { $action } » (Esc annule)
controls-clash = { $key } est déjà prise par « { $other } » : « { $action } » garde ses touches
controls-reset = Touches par défaut
controls-reset-done = Toutes les touches sont revenues par défaut
action-cursor-up = Curseur en haut
action-cursor-down = Curseur en bas
action-cursor-left = Curseur à gauche
action-cursor-right = Curseur à droite
action-pick = Choisir une tuile
action-let-go = Lâcher (ou pause)
action-undo = Annuler
action-redo = Rétablir
action-pause = Pause
action-restart = Recommencer la donne
action-previous-level = Niveau précédent
action-next-level = Niveau suivant
action-open-editor = Éditeur de niveaux
action-screenshot = Capture d’écran
action-replay-speed = Vitesse du replay
action-throw-item = Lancer un objet
action-next-target = Viser l’adversaire suivant
action-read-row = Lire la ligne à voix haute
action-read-matches = Lire les tuiles pareilles
action-zoom-in = Agrandir le plateau
action-zoom-out = Réduire le plateau
tile-set-critters = bestioles
tile-set-too-few-kinds = Ce niveau a { $needs } types de tuiles et le jeu « { $set } » seulement { $has } : il est affiché avec « { $shown } »
tile-sheet-size = { $path } : l’image fait { $width }×{ $height } pixels, mais devrait contenir { $columns } colonnes × { $rows } lignes de faces carrées, de { $min } à { $max } pixels chacune : ses tuiles sont affichées avec un autre jeu
tile-sheet-too-few = { $path } : l’image contient { $faces } faces, mais son jeu a { $kinds } types
tile-sheet-unreadable = { $path } : l’image ne peut pas être lue : ses tuiles sont affichées avec un autre jeu
value-on = oui
value-off = non
speed-slow = lente
speed-normal = normale
speed-fast = rapide
theme-system = système
theme-dark = sombre
theme-light = clair
motion-system = système
motion-full = complètes
motion-reduced = réduites
vision-typical = typique
vision-protan = protanopie
vision-deutan = deutéranopie
vision-tritan = tritanopie

## Choix du niveau
levels-title = Niveaux
levels-locked = verrouillé
levels-not-cleared = pas réussi
levels-locked-notice = Réussis le niveau { $n } pour débloquer celui-ci
levels-broken = injouable
levels-broken-notice = Le niveau { $n } est injouable : son fichier a un problème (indiqué dessus)
levels-page = Page { $page } sur { $pages }
levels-page-previous = Précédente
levels-page-next = Suivante
packs-title = Packs
packs-progress = { $levels } niveaux · { $cleared } réussis · { $stars } ★
packs-by = par { $author }
packs-problems = { $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
}
editor-new-pack-name = Mes niveaux
editor-pack-made = Nouveau pack créé : { $folder }
levels-next-locked = Réussis ce niveau pour débloquer le suivant

## Réussi, perdu, bloqué
won-title = Réussi !
won-points = { $points } points   (bonus de temps { $bonus })
won-time = temps { $time }
won-best = record : { $points } points, { $time }
won-helped = avec aide : { $help }
won-unaided = record sans aide : { $points } points, { $time }
won-unaided-none = pas encore réussi sans aide
help-power-up = { $title } ×{ $n }
help-undos = { $n ->
    [one] { $n } annulation
   *[other] { $n } annulations
}
levels-unaided = sans aide { $points }  { $time }
news-best-both = Nouveau record de points et de temps !
news-best-score = Nouveau record de points !
news-best-time = Nouveau record de temps !
finish-next = Niveau suivant
finish-retry = Rejouer
finish-menu = Menu
lost-title = Temps écoulé
lost-goal-title = But manqué
lost-goal = plus de liaisons à { $done } sur { $needed }
lost-pairs-left = { $n ->
    [one] il restait { $n } paire
   *[other] il restait { $n } paires
}
stuck-title = Plus aucun coup
stuck-why = Aucune paire ne peut être reliée, et les tuiles restantes ne peuvent pas être redistribuées
stuck-power-ups = Les bonus de la barre fonctionnent encore
stuck-undo = Annuler
stuck-back = Retour au plateau
stuck-new-deal = Nouvelle donne

## Partie
hud-pause = Pause ({ $key-pause })
hud-points = { $total } points
hud-combo = combo x{ $combo }   { $total } points
hud-test-play = Essai (E : retour à l’éditeur)
hud-replay = Replay ({ $key-replay-speed } : vitesse rapide ou normale)
hud-time-left = reste { $clock }
hud-frozen = (gelé { $seconds } s)
hud-pairs-left = { $n ->
    [one] { $n } paire restante
   *[other] { $n } paires restantes
}
hud-seed = graine { $seed }
board-code = Code du plateau : { $code }
menu-enter-code = Saisir un code
code-title = Jouer le plateau d’un ami
code-about = Tape le code du plateau (par exemple LLK-40G9-38MH-Y4G0-5P) puis Entrée : le même niveau ou la même partie rapide, le même mode, la même donne.
code-not-a-code = Ce n’est pas un code de plateau : un code a des lettres et des chiffres après LLK.
code-typo = Un caractère est mal tapé ou manque : vérifie le code.
code-newer = Ce code vient d’une version plus récente du jeu.
code-unknown = Ce jeu n’a pas ce plateau : le niveau a changé depuis le code, ou ce n’est pas un niveau de ce jeu.
hud-rule-gravity = les tuiles tombent : { $way }
hud-rule-turns = { $n ->
    [0] liens droits seulement
    [one] liens à un virage
   *[other] liens à { $n } virages
}
hud-rule-any-turns = virages sans limite
hud-rule-slides = les tuiles glissent
goal-board = But : vider le plateau { $done }/{ $needed }
goal-ice = But : retirer toute la glace { $done }/{ $needed }
goal-pairs = But : paires { $done }/{ $needed } de
goal-links = ·  liaisons { $links }/{ $most }
goal-aim-board = Vider le plateau
goal-aim-ice = Retirer la glace
goal-aim-pairs = Paires d’une sorte
goal-links-any = sans limite
hud-moves-left = { $n ->
    [0] aucun coup
    [one] un coup
   *[other] { $n } coups
}
notice-speed-not-recorded = À une autre vitesse que la normale, rien de ce qui est joué n’est enregistré ni envoyé
notice-redealt = Plus aucun coup : les tuiles ont été redistribuées
refused-same-tile = C’est la même tuile : choisis sa jumelle
refused-not-a-tile = Pas de tuile ici
refused-different-kinds = Tuiles différentes : seules deux tuiles identiques se relient
refused-other-group = Les fleurs vont avec les fleurs, les saisons avec les saisons
refused-too-many-turns = { $limit ->
    [0] Pas de liaison : il faut un angle, et ce niveau n’en permet aucun
    [one] Pas de liaison : il faut plus de { $limit } angle
   *[other] Pas de liaison : il faut plus de { $limit } angles
}
refused-only-through-ring = Pas de liaison : seulement par le pourtour du plateau, que ce niveau ne permet pas
refused-walled-off = Pas de liaison : aucun passage entre ces tuiles
refused-frozen = Gelée : retirez d’abord une tuile voisine
refused-locked = Verrouillée : retirez d’abord la tuile à la clé de même couleur
refused-not-yet = { $special } : pas encore sélectionnable
banner-unplayable = Ce niveau est injouable :
banner-fix = Corrige le fichier et enregistre-le pour y jouer, ou appuie sur { $key-next-level } pour le niveau suivant.
deal-failed = impossible de distribuer le niveau « { $name } » : { $error }
deal-error-no-tiles = la disposition n’a aucune case de tuile
deal-error-odd-tiles = la disposition a { $n } cases de tuile ; les tuiles vont par paires, le nombre doit donc être pair
deal-error-kinds = { $kinds } types pour { $pairs } paires : il faut au moins un type et au plus un type par paire
deal-error-no-deal = aucune donne soluble trouvée en { $attempts } essais : certaines cases de tuile ne peuvent être reliées à aucune autre (emmurées par des pierres ?)
deal-error-not-settled = la tuile en colonne { $column }, ligne { $row } glisserait avant le premier coup ; avec la gravité, chaque tuile doit commencer au repos
deal-error-special-no-tile = la tuile spéciale en colonne { $column }, ligne { $row } n’est sur aucune tuile
deal-error-goal = aucune de { $attempts } donnes ne permet le but en { $links } liaisons
deal-error-stopped = le travail prenait trop de temps et a été arrêté
deal-error-special-key = le cadenas en colonne { $column }, ligne { $row } nomme la clé en colonne { $key_column }, ligne { $key_row }, qui n’est pas une autre tuile
deal-error-special-lock-circle = le cadenas en colonne { $column }, ligne { $row } est dans un cercle de cadenas qui s’attendent l’un l’autre : aucun ne s’ouvre
deal-error-special-gravity = les tuiles spéciales demandent des tuiles qui restent en place : la gravité et le glissement les déplacent
progress-not-saved = Impossible d’enregistrer la progression ({ $error }) ; le jeu continue sans enregistrer
settings-not-saved = Impossible d’enregistrer les options ({ $error }) ; elles valent jusqu’à la fermeture du jeu
notice-no-audio = Aucun périphérique audio ne répond : le jeu tourne sans son
failure-title = Lianliankan ne peut pas continuer
failure-no-gpu = Aucun pilote graphique avec Vulkan n’a été trouvé. Installe le pilote Vulkan de ton système (sous Debian et Ubuntu : mesa-vulkan-drivers) puis relance le jeu.
failure-crash = Le jeu a rencontré une erreur dont il ne peut pas se remettre : { $details }

## Bonus
power-up-hint = Indice
power-up-bomb = Bombe
power-up-shuffle = Mélange
power-up-freeze = Gel
power-up-reveal = Révéler
power-up-lightning = Éclair
power-up-unknown = Aucun bonus ne s’appelle « { $name } »
power-up-none-left = { $title } : plus aucun
power-up-aim-tile = { $title } : choisis une tuile ({ $key-let-go } annule)
power-up-aim-kind = { $title } : choisis une tuile du type voulu ({ $key-let-go } annule)
power-up-level-unknown = Ce niveau accorde des bonus que le jeu n’a pas : { $names }
hint-busy = Recherche d’une paire en cours
hint-none = Aucune paire sûre à montrer : le plateau va être redistribué
bomb-busy = La dernière bombe n’a pas encore explosé
bomb-no-partner = Aucune jumelle de cette tuile ne laisse le plateau soluble
bomb-stale = Le plateau a changé avant l’explosion : réessaie
shuffle-busy = Le dernier mélange est encore en cours de distribution
shuffle-no-board = Aucun plateau à mélanger
shuffle-cannot = Les tuiles restantes ne peuvent pas former un plateau soluble en les mélangeant
shuffle-stale = Le plateau a changé avant le mélange : réessaie
reveal-needs-tile = Révéler demande une tuile
lightning-needs-tile = Éclair demande une tuile

## Éditeur
editor-title = Éditeur de niveaux
editor-new-level = Nouveau niveau
editor-editing-file = Modification de { $file }
editor-editing-copy = Modification d’une copie du niveau en cours
editor-cannot-play = Injouable : { $error }
editor-saved = Enregistré : { $file }
editor-not-saved = Non enregistré : { $error }
editor-brush-tile = Tuile 1
editor-brush-empty = Vide 2
editor-brush-stone = Pierre 3
editor-width-less = L- [
editor-width-more = L+ ]
editor-height-less = H- ;
editor-height-more = H+ '
editor-kinds-less = Types- -
editor-kinds-more = Types+ =
editor-turns = Angles T
editor-ring = Pourtour R
editor-mirror = Miroir M
editor-undo = Annuler Ctrl+Z
editor-redo = Rétablir Ctrl+Y
editor-symmetry-none = non
editor-symmetry-left-right = gauche–droite
editor-symmetry-top-bottom = haut–bas
editor-symmetry-both = dans les deux sens
editor-fill = Remplir F
editor-clear = Vider C
editor-test-play = Essayer P
editor-save = Enregistrer Ctrl+S
editor-leave = Retour au jeu Esc
editor-size = { $width } x { $height } cases
editor-tiles = { $tiles } tuiles
editor-odd = (impair : ajoute ou retire une tuile)
editor-kinds = { $kinds } types
editor-rules = angles : { $turns }   pourtour : { $ring }
editor-brush = pinceau : { $brush }   miroir : { $mirror }
editor-turns-any = illimité
editor-brush-name-tile = tuile
editor-brush-name-empty = vide
editor-brush-name-stone = pierre
editor-mouse = souris : clic gauche peint, clic droit efface
editor-brush-plain = Aucune
editor-special-needs-tile = Une tuile spéciale se pose sur une tuile : peignez d'abord une tuile ici.
editor-lock-choose-key = Cliquez maintenant la tuile qui sert de clé à ce cadenas (la même tuile annule).
editor-lock-too-many-keys = Un niveau a au plus { $most } clés (A à Z) : reprenez une clé déjà posée.
editor-page-board = Plateau F2
editor-page-level = Niveau F2
field-name = Nom
field-name-zh = Nom chinois
field-id = Id
field-time-limit = Durée max (s)
field-stars = Étoiles
field-seed = Graine
field-difficulty = Difficulté
field-gravity = Gravité
field-chinese-style = Fleur joker
field-chinese-choice = au choix du joueur
field-tiles-slide = Tuiles qui glissent
field-goal = Objectif
field-goal-pairs = Paires, sorte
field-goal-links = Liaisons max.
field-board = Plateau
field-board-dealt = distribué
field-board-painted = peint à la main
field-kind-brush = Type peint
field-power-ups = Bonus accordés
field-pack = Dans le pack
field-pack-new = un nouveau pack
field-new-pack = Nouveau pack
field-empty-name-zh = (le nom)
field-empty-id = (le nom du fichier)
field-empty-time = (sans limite)
field-empty-seed = (une donne par partie)
field-expected-whole = nombre entier attendu, par exemple 120
field-expected-fraction = nombre de 0 à 1 attendu, par exemple 0.6
field-checking = Vérification…
field-check-good = ✓ Le niveau est valide : une donne soluble en { $ms } ms
field-check-no-deal = Aucune donne soluble : { $error }
field-check-problems = { $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
}
gravity-none = aucune
gravity-down = vers le bas
gravity-up = vers le haut
gravity-left = vers la gauche
gravity-right = vers la droite
gravity-split_vertical = du centre vers le haut et le bas
gravity-split_horizontal = du centre vers les côtés
gravity-towards_centre = vers le centre

## Problèmes trouvés dans un fichier de niveau (fichier:ligne:colonne précède chacun).
# Les problèmes, un par ligne ; chaque problème après son emplacement.
problem-list = { $problems }
problem-at = { $place }: { $problem }
problem-too-big = le fichier fait { $bytes } octets ; un fichier de niveau fait au plus { $most }
problem-syntax = { $detail }
problem-not-utf8 = pas du texte UTF-8 (octet invalide à la position { $offset })
problem-cannot-read = lecture impossible : { $error }
problem-name-empty = le nom est vide
problem-name-long = le nom dépasse { $most } caractères
problem-names-code = names : { $code } n’est pas un code de langue ; attendu : un code comme "zh"
problem-names-length = names : le nom en { $code } doit faire de 1 à { $most } caractères
problem-id = id { $id } : attendu de 1 à { $most } lettres minuscules, chiffres, '-' ou '_'
problem-background = background { $id } : attendu 1 à { $most } lettres, chiffres, '.', '-' ou '_' (l'identifiant d'un fond, comme "fret" ou "desktop.egyptian")
problem-time-limit = time_limit vaut { $seconds } secondes ; attendu de 1 à { $most }
problem-power-up-name = nom de bonus { $name } : attendu des lettres minuscules, des chiffres et '_'
problem-power-up-count = bonus { $name } : { $count } utilisations ; au plus { $most }
problem-difficulty = difficulty vaut { $value } ; attendu de 0.0 (paires proches) à 1.0 (éloignées)
problem-stars = stars { $stars } : attendu trois scores croissants pour une, deux et trois étoiles
problem-no-tiles = la disposition (layout) n’a aucune case de tuile ('x')
problem-odd-tiles = la disposition a { $tiles } cases de tuile ; les tuiles vont par paires, le nombre doit donc être pair
problem-kinds = kinds vaut { $kinds } ; attendu de 1 à { $most } (la disposition contient { $pairs } paires, et le jeu dessine { $faces } faces)
problem-kinds-with-fixed = kinds ne peut pas être utilisé avec fixed : les tuiles fixes disent quels types il y a
problem-rows-empty = { $field } est vide ; attendu des lignes de cases
problem-rows-too-big = { $field } fait { $size } cases ; le maximum est { $most }
problem-row-length = { $field } ligne { $row } a { $cells } cases ; la première ligne en a { $width }, et toutes les lignes doivent avoir la même longueur
problem-cell = { $field } ligne { $row } colonne { $column } : trouvé { $found }, attendu { $expected }
problem-expected-layout = 'x' (case de tuile), '.' (vide) ou '#' (obstacle)
problem-expected-fixed = une lettre ou un chiffre (le type de la tuile), '.' (vide) ou '#' (obstacle)
problem-expected-specials = '.' (rien), 'I' (glace), 'H' (cachée), 'T' (minuteur), une minuscule (un cadenas) ou la majuscule de la lettre d’un cadenas (sa clé) ; les tuiles spéciales d’un mod ont leurs propres marques
problem-specials-size = specials fait { $size } cases et le layout { $layout } : ils doivent avoir la même taille
problem-specials-no-tile = specials ligne { $row } colonne { $column } : { $found } n’est sur aucune tuile du layout
problem-goal-no-ice = le but est de retirer la glace, et le niveau n'a aucune tuile gelée (specials: I)
problem-goal-kind = goal kind { $kind } n'est pas une sorte de ce niveau ; attendu une lettre, a pour la première
problem-goal-pairs = goal demande { $pairs } paires de { $kind } ; attendu 1 à { $most } (ce qu'en a chaque donne)
problem-goal-pairs-needs = goal clear: pairs demande kind (une lettre) et pairs (combien)
problem-goal-kind-without-pairs = goal kind et pairs vont seulement avec clear: pairs
problem-goal-board-links = vider le plateau demande une liaison par paire : within_links va avec clear: ice ou clear: pairs
problem-goal-links = goal within_links vaut { $links } ; attendu 1 à { $most } (les paires du plateau)
problem-specials-no-key = specials ligne { $row } colonne { $column } : le cadenas { $found } n’a pas de clé ; marque { $key } sur la tuile qui l’ouvre
problem-specials-key-twice = specials ligne { $row } colonne { $column } : la clé { $found } est marquée deux fois ; un cadenas a une clé
problem-specials-gravity = tuiles spéciales et gravité ne vont pas ensemble : les tuiles quitteraient leurs cases
problem-specials-sliding = tuiles spéciales et glissement ne vont pas ensemble : les tuiles quitteraient leurs cases
problem-specials-with-fixed = les tuiles spéciales vont avec les plateaux distribués : un plateau fixed ne peut pas en avoir
problem-slides = layout ligne { $row } colonne { $column } : avec la gravité { $gravity }, cette tuile glisserait au départ ; place une tuile, un obstacle ou le bord du plateau { $side }
problem-slides-centre = layout ligne { $row } colonne { $column } : avec la gravité { $gravity }, cette tuile glisserait au départ ; place une tuile ou un obstacle { $side }, ou colle-la contre la ligne centrale
problem-side-below = en dessous
problem-side-above = au-dessus
problem-side-left = à sa gauche
problem-side-right = à sa droite
problem-fixed-size = fixed fait { $size } cases mais la disposition { $layout } ; les deux doivent correspondre
problem-fixed-cell = fixed ligne { $row } colonne { $column } ne correspond pas à la disposition (il faut un type de tuile exactement là où la disposition a 'x', et seulement là)
problem-fixed-unpaired = les types fixes ayant un nombre impair de tuiles ne peuvent pas tous être appariés : { $kinds }
problem-fixed-stuck = le plateau fixe ne peut pas être vidé : tout ordre de retrait finit bloqué
problem-fixed-gave-up = abandon de la preuve que le plateau fixe peut être vidé après { $seconds } s et { $positions } positions : { $limit }. Un plateau fixe est distribué tel qu’il est écrit, il doit donc être prouvé : rends-le plus petit ou moins enchevêtré
problem-budget-time = le temps est écoulé
problem-budget-positions = la recherche peut examiner au plus { $most } positions
problem-budget-memory = la recherche peut occuper au plus { $most } Mio (positions mémorisées, et plateaux et coups en cours d’essai)

## Un fichier de sauvegarde (progression, options) illisible au démarrage.
save-unreadable-kept = { $file } : illisible ({ $error }) ; il est laissé tel quel et rien ne sera enregistré par-dessus cette fois
save-unreadable = { $file } : illisible ({ $error }) ; nouveau départ
save-damaged-moved = { $file } est endommagé ({ $problem }) ; nouveau départ, le fichier endommagé est conservé sous { $backup }
save-damaged-stays = { $file } est endommagé ({ $problem }) ; nouveau départ ; il n’a pas pu être mis de côté ({ $error }), il est donc laissé tel quel et rien ne sera enregistré par-dessus cette fois
save-problem-syntax = ligne { $line }, colonne { $column } : { $detail }
save-problem-utf8 = pas du texte UTF-8 : { $detail }
save-problem-too-large = le fichier fait { $bytes } octets ; une sauvegarde fait au plus { $most }

## Voir un replay
replay-showing = Replay : { $key-replay-speed } pour vitesse rapide ou normale, { $key-pause } pour mettre en pause
replay-speed = Vitesse du replay ×{ $speed }
replay-parted = Le jeu répond autrement que le replay à { $time } s : le replay s’arrête ici

## Modes de jeu
menu-modes = Modes
modes-title = Modes
mode-classic = Classique
mode-classic-about = Le pack de niveaux tel quel : le chrono, les étoiles, les records.
mode-relaxed = Détente
mode-relaxed-about = Les mêmes niveaux sans chrono, avec indices gratuits et sans bonus de temps.
mode-daily = Défi du jour
mode-daily-about = Un plateau par jour, le même pour tous. La première partie compte.
daily-today-open = Aujourd’hui ({ $date }) : pas encore joué
daily-today-begun = Aujourd’hui : commencé (compte comme joué)
daily-today-cleared = Aujourd’hui : réussi, { $points } points en { $time }
daily-today-lost = Aujourd’hui : pas réussi ({ $points } points) ; rejoue pour t’entraîner
daily-streak = Série : { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
daily-cleared = Défi du jour réussi ! Série : { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
daily-over = L’essai du jour est terminé ; le plateau reste pour t’entraîner
hud-relaxed = Détente
hud-daily-practice = Entraînement
mode-time-attack = Contre-la-montre
mode-time-attack-about = Une minute ; chaque liaison rend deux secondes ; un plateau vidé amène le suivant.
mode-endless = Sans fin
mode-endless-about = Plateau après plateau, chacun plus dur, jusqu’à ce que le chrono en gagne un.
hud-time-attack = Contre-la-montre
hud-endless = Sans fin
hud-run = plateau { $stage } · { $points } acquis
run-next-board = Plateau { $stage } ! { $points } points pour l’instant
run-over-title = Partie terminée
run-result = { $points } points, { $boards ->
    [one] { $boards } plateau vidé
   *[other] { $boards } plateaux vidés
}
run-new-best = Nouvelle meilleure partie !
run-best = Meilleure partie : { $points } points
run-first = Ta première partie
run-again = Rejouer

## Le premier tutoriel
menu-lesson = Tutoriel
lesson-progress = Tutoriel · étape { $step } sur { $steps }
lesson-straight = Clique sur les deux tuiles encadrées : deux tuiles identiques se relient en ligne droite.
lesson-one-turn = Une liaison peut faire un angle. Relie la paire encadrée : un angle.
lesson-two-turns = Des pierres bloquent le passage : la liaison les contourne avec deux angles.
lesson-ring = Une liaison peut aussi passer par l’extérieur du plateau. Relie ainsi la paire encadrée.
lesson-three-turns = Deux angles au plus ! Essaie la paire encadrée : il en faudrait trois, elle est donc refusée.
lesson-hint = Bloqué ? Appuie sur le bouton Indice (H) pour voir une paire qui peut être reliée.
lesson-hint-shown = L’indice montre une paire : relie-la.
lesson-well-done = Bien joué !
lesson-refused-seen = Exact : trois angles, c’est un de trop.
lesson-skip = Passer le tutoriel ({ $key-let-go })
lesson-done = Tutoriel terminé : bon jeu !
## Reprendre la partie gardée de la dernière fois
menu-continue = Continuer
continue-resumed = Partie reprise là où tu l’avais laissée
continue-catching-up = Retour là où tu t’étais arrêté…
continue-set-aside = La partie gardée de la dernière fois ne peut pas être reprise ({ $problem }) ; elle est conservée sous { $backup }
continue-set-aside-failed = La partie gardée de la dernière fois ne peut pas être reprise ({ $problem }) ; elle n’a pas pu être mise de côté ({ $error })
continue-failed = La partie gardée ne peut pas être reprise : { $problem }
continue-parted = La partie gardée ne se déroule pas comme enregistrée : elle a été mise de côté, et tu continues à partir du moment où elle a divergé

## Les classements en ligne
online-sending = Envoi au classement…
online-waiting = Sera envoyé au classement une fois en ligne
online-rank-daily = Rang { $rank } au classement du jour
online-rank-time-attack = Rang { $rank } au classement contre-la-montre
online-rank-endless = Rang { $rank } au classement sans fin
online-rank-level = Rang { $rank } au classement de ce niveau
online-refused = Le classement n’a pas accepté cette partie : { $reason }
online-needs-name = Sera envoyé quand tu auras choisi un nom (Options → En ligne)
online-title = En ligne
settings-open-online = En ligne
online-server = Serveur : { $value }
online-name = Ton nom : { $value }
online-value-none = aucun
online-server-bad = Ce n’est pas une adresse de serveur : écris https://HOST ou http://HOST:PORT (ou rien pour aucun)
online-name-unset = Choisis un nom pour classer tes parties : de 1 à 16 lettres ou chiffres (caractères chinois aussi)
online-name-length = Un nom a de 1 à { $most } caractères ; celui-ci en a { $chars }
online-name-character = Un nom ne contient que des lettres et des chiffres (caractères chinois aussi) : « { $char } » n’est ni l’un ni l’autre
online-name-restricted = Les noms n’utilisent pas « { $char } » : une lettre invisible, une forme pleine chasse ou stylisée, ou une lettre qui n’est plus en usage
online-name-mixed-scripts = Ce nom mêle des lettres d’écritures qui ne s’écrivent pas ensemble
online-name-kept = Gardé : il sera enregistré dès qu’un serveur sera défini
online-name-binding = Enregistrement de { $name }…
online-name-bound = { $name } est à toi sur ce serveur
online-name-taken = { $name } est déjà pris par un autre joueur : choisis-en un autre
online-name-refused = Le serveur a refusé le nom : { $reason }
online-name-offline = Le serveur est injoignable : le nom sera enregistré dès que possible
online-key-warning = Ton nom est lié à une clé conservée dans le fichier online/key du dossier de données du jeu. Perdre le fichier de clé, c’est perdre le nom : gardes-en une copie.
online-sharing = Partager mes parties du classement : { $value }
online-sharing-about = Partagées, tes parties du classement peuvent être récupérées par d’autres joueurs et affrontées comme un fantôme. Désactivé tant que tu ne l’actives pas.
online-sharing-waiting = Ton choix sera envoyé une fois ton nom enregistré et le serveur joignable
online-sharing-kept-on = Partagées : d’autres peuvent affronter tes parties comme un fantôme
online-sharing-kept-off = Non partagées : tes parties du classement restent à toi
online-sharing-refused = Le serveur a refusé ton choix : { $reason }
online-typing-hint = Enter pour écrire, Enter à nouveau pour valider, Esc pour laisser tel quel
leaderboard-title = Classement
leaderboard-open = Classement
leaderboard-board-daily = Classement du jour ({ $date })
leaderboard-board-time-attack = Contre-la-montre
leaderboard-board-endless = Sans fin
leaderboard-board-level = Ce niveau ({ $level })
leaderboard-loading = Chargement…
leaderboard-unreachable = Le serveur est injoignable : { $reason }
leaderboard-empty = Aucune entrée pour l’instant : sois le premier
leaderboard-offline = Aucun serveur de classement défini (Options → En ligne)
leaderboard-switch = ← → autre classement
leaderboard-you = Toi : rang { $rank }
leaderboard-back = Retour
leaderboard-race = Défier
leaderboard-race-fetching = Récupération de la partie de { $name }…
leaderboard-race-failed = Impossible d’affronter la partie de { $name } : { $reason }
leaderboard-name = Tu joues en tant que { $name }. Ton nom est lié au fichier de clé online/key du dossier de données : perdre le fichier de clé, c’est perdre le nom.

# Salons de course
menu-race = Course
hud-race = Course
race-title = Course
race-about = De 2 à 6 joueurs sur le même plateau : le premier à le vider gagne.
race-create = Créer un salon
race-items-on = Objets : oui
race-items-off = Objets : non
race-level = Niveau : { $level }
race-level-server = Niveau : au choix du serveur
race-join = Rejoindre le salon { $code }
race-join-empty = Rejoindre : tape les six lettres du salon
race-quick = Partie rapide
race-choose-name = Choisis ton nom (Options → En ligne)
race-back = Retour
race-joining = Recherche du salon…
race-code = Code du salon
race-share = Partage le code : tes amis s’en servent pour rejoindre.
race-players = Joueurs ({ $n } sur 6)
race-host = { $name } (hôte)
race-host-you = { $name } (hôte, toi)
race-you = { $name } (toi)
race-start = Lancer la course
race-waiting = En attente du lancement par l’hôte…
race-leave = Quitter le salon
race-refused = Le salon répond : { $reason }
race-offline = Connexion perdue : la course continue ici, sans vérification.
race-bad-level = Le niveau du salon est illisible : tu as quitté la course.
race-dropped = { $name } est hors course
race-connection-lost = Connexion perdue : la course continue ici, sans vérification
race-item-hide = brouillard
race-item-freeze = glace
race-item-landed = { $name } te lance : { $item } !
race-item-thrown = Lancé sur { $name } : { $item }
race-opponents = Adversaires
race-pairs = { $n ->
    [one] { $n } paire restante
   *[other] { $n } paires restantes
}
race-combo = combo ×{ $combo }
race-out = éliminé
race-target = ciblé
race-held = Objets : { $items }
race-held-none = Objets : aucun
race-throw = Lancer ({ $key-throw-item })
race-next-target = Cible suivante ({ $key-next-target })
race-frozen = Gelé !
race-hidden = Tuiles cachées !
race-result-title = Course terminée
race-you-cleared = Tu as vidé le plateau en { $time }
race-you-not-cleared = Tu n’as pas vidé le plateau
race-pending = Vérification de l’ordre d’arrivée…
race-unverified = Non vérifié : la connexion a été perdue
race-place = { $place }. { $name }   { $time }
race-place-out = { $place }. { $name }   plateau non vidé
race-place-left = { $place }. { $name }   a quitté la course
race-place-refused = { $place }. { $name }   réussite non prouvée
race-to-title = Retour au titre
race-computer-open = Contre l’ordinateur
race-computer-level = Plateau : { $level }
race-computer-about = Des adversaires ordinateur jouent contre toi sur le même plateau. Ils voient ce que tu vois et réfléchissent autant qu’une personne. Rien n’est enregistré.
race-computer-seats = Adversaires ordinateur : { $n }
race-computer-tier-row = Niveau : { $tier }
race-computer-beginner = débutant
race-computer-club = joueur de club
race-computer-expert = expert
race-computer-name = Ordinateur { $n } ({ $tier })
race-computer-you = Toi

# Quick game
menu-quick-game = Partie rapide
quick-game = Partie rapide
quick-deal = Distribuer
quick-size = Plateau  < { $value } >
quick-size-custom = { $size }, personnalisé
quick-width = Largeur  < { $value } >
quick-height = Hauteur  < { $value } >
quick-difficulty = Difficulté  < { $value } >
quick-easy = facile
quick-medium = moyen
quick-hard = difficile
quick-easy-about = Facile : les deux tuiles d’une paire sont posées près l’une de l’autre.
quick-medium-about = Moyen : les deux tuiles d’une paire sont posées n’importe où.
quick-hard-about = Difficile : les deux tuiles d’une paire sont posées loin l’une de l’autre.
quick-gravity = Gravité  < { $value } >
quick-ring = Liaisons par le pourtour  < { $value } >
quick-slide = Les tuiles glissent  < { $value } >
quick-turns = Virages par liaison  < { $value } >
quick-kinds = Sortes de tuiles  < { $value } >
quick-kinds-auto = auto ({ $count })
quick-time = Temps limite  < { $value } >
quick-time-none = aucun
quick-minutes = { $minutes } min
quick-keys = Gauche/Droite changent l’option choisie · en jeu, N redistribue
action-new-deal = Nouvelle donne
finish-look = Voir le plateau
lesson-gravity = Sur certains plateaux, les tuiles tombent. Reliez la paire encadrée et regardez les tuiles du dessus tomber dans le vide.

# Palmarès et statistiques
menu-hall-of-fame = Palmarès
menu-statistics = Statistiques
hall-of-fame = Palmarès
hall-no-board = Aucun plateau vidé pour l'instant
hall-unaided = Victoires sans aide
hall-assisted = Victoires avec aide
hall-sorted = Tri : { $order }
hall-sort-score = score
hall-sort-time = temps
hall-sort-name = nom
hall-sort-date = date
hall-name = Nom
hall-score = Score
hall-time = Temps
hall-date = Date
hall-empty = Pas encore de victoire ici.
hall-player = Joueur : { $name }
hall-keys = Gauche/Droite : autre liste ou autre joueur · Entrée sur le joueur : nouveau nom
hall-clear = Vider cette liste
hall-clear-confirm = Vraiment vider ?
hall-placed = Palmarès : { $place }e place !
hall-board-quick = Partie rapide { $rules }
hall-board-relaxed = { $level } (détente)
hall-gravity = gravité { $way }
hall-no-ring = sans bord
hall-turns = { $count } virages
hall-turns-any = virages libres
hall-kinds = { $count } sortes
stats-title = Statistiques
stats-totals = Parties { $games } · Victoires { $clears } · Meilleure série { $streak } · Jours d'affilée { $days } · Indices { $hints }
stats-records = Niveaux réussis { $levels } · Victoires enregistrées { $clears } · Parties avec aide { $helped }
stats-chart-days = Parties par jour, { $days } derniers jours
stats-chart-size = Temps pour vider { $size }
stats-chart-levels = Niveaux : estimation du créateur et la vôtre
stats-legend-days = gris : parties finies · or : plateaux vidés
stats-legend-size = points : chaque victoire (temps) · ligne dorée : la tendance
stats-legend-levels = gris : estimation du créateur · or : difficulté pour vous (part des parties sans victoire sans aide) · facile à gauche, difficile à droite
tile-set-desktop = tuiles du bureau
tile-set-by = { $set } par { $author }
tile-set-look-alikes = { $set } ({ $pairs ->
        [one] { $pairs } paire semblable
       *[other] { $pairs } paires semblables
    })
tile-set-desktop-broken = Les tuiles du bureau « { $set } » sont inutilisables ({ $reason }) : le jeu montre les siennes
background-plain = Uni
background-felt = Feutre vert
background-wood = Planches de noyer
background-fret = Grecque sur laque
background-paper = Papier xuan
background-desktop = fond du bureau
background-broken = Le fond « { $name } » ne peut être affiché ({ $reason }) : le fond uni est affiché
ghost-title = Fantôme
ghost-name = { $name }
ghost-behind = { $seconds } s de retard
ghost-ahead = { $seconds } s d’avance
ghost-faster = Paires trouvées plus vite : { $pairs }
ghost-other-level = La partie du fantôme est celle d’un autre niveau : il ne peut pas courir sur ce plateau
ghost-other-seed = La partie du fantôme est une autre donne de ce niveau (autre graine) : il ne peut pas courir sur ce plateau
ghost-other-mode = La partie du fantôme a été jouée dans un autre mode : il ne peut pas courir sur ce plateau
ghost-not-proven = La partie du fantôme ne se vérifie pas : { $reason }

## Le coach (depuis les écrans de victoire et de défaite)
finish-coach = Coach
coach-title = Coach
coach-working = Analyse de la partie…
coach-failed = Cette partie ne peut pas être analysée : { $reason }
coach-summary = { $links } liaisons en { $time } · indices { $hints } · annulations { $undos } · rebattages { $redeals }
coach-page-timeline = Chronologie
coach-page-wait = Longue attente { $n }
coach-page-closing = Impasse à la liaison { $n }
coach-no-closing = Aucune liaison n'a fermé la voie vers un plateau vidé.
coach-closings = { $n ->
    [0] Aucune liaison n’a fermé la voie vers un plateau vidé.
    [one] Une liaison a fermé la voie vers un plateau vidé : voir sa page.
   *[other] { $n } liaisons ont fermé la voie vers un plateau vidé : voir leurs pages.
}
coach-legend-timeline = Barres : l'attente avant chaque liaison (or : les plus longues). Ligne bleue : liaisons ouvertes. Marques en bas : indices (ambre), annulations (rouge), rebattages (blanc).
coach-wait = { $wait } s avant la liaison { $n } (à { $at }) : { $open } liaisons étaient ouvertes
coach-legend-wait = Bleu : les liaisons ouvertes alors. Or : la liaison que vous avez faite.
coach-closing = Après la liaison { $n } (à { $at }), le plateau ne pouvait plus être vidé ; avant, il le pouvait.
coach-legend-closing = Rouge : la liaison qui a fermé la voie. Bleu : les liaisons ouvertes alors.
coach-try = Essayer d'ici
hud-practice = Entraînement
practice-from-here = Entraînement à partir de ce moment : rien n'est enregistré
practice-failed = L'entraînement ne peut pas commencer : { $problem }
practice-parted = Le plateau d'entraînement s'écarte de la partie : vous continuez à partir de l'écart
finish-race-best = Défier votre record
ghost-no-best = Aucun meilleur replay de ce niveau n'est encore gardé
won-ghost = Contre { $name } : vous { $you }, le fantôme { $ghost }
won-ghost-faster = Paires trouvées plus vite : { $n } sur { $of } (liaisons { $which })
ghost-your-best = Votre record

# Special tiles: the first-meet cards
special-card-new = Une nouvelle tuile
special-card-ok = Compris
special-card-proof = Chaque donne reste faisable : le jeu le prouve avant de vous montrer le plateau.
special-ice-name = Glace
special-ice-about = Une tuile gelée ne peut pas être choisie. Elle fond quand une tuile voisine (au-dessus, en dessous, à gauche ou à droite) est retirée.
special-lock-name = Cadenas
special-lock-about = Une tuile verrouillée ne peut être choisie qu’une fois sa clé retirée : la tuile à la clé de même couleur.
special-hidden-name = Face cachée
special-hidden-about = Une tuile face cachée se retourne quand une tuile voisine est retirée. Vous pouvez la choisir face cachée, de mémoire ou au hasard.
special-timer-name = Chronomètre
special-timer-about = Une tuile à chronomètre vous donne les secondes écrites dessous quand vous la retirez.
slide-choose = Deux glissements possibles : choisissez une tuile sous la flèche de celui que vous voulez

## What a screen reader says (spoken, never drawn): the faces of the tiles, the board's cells, what happens.
face-tile = Tuile { $number }
face-mahjong = { $suit ->
    [characters] Caractères { $number }
    [dots] Cercles { $number }
    [bamboo] Bambous { $number }
    [wind] { $number ->
        [1] Vent d’est
        [2] Vent du sud
        [3] Vent d’ouest
       *[4] Vent du nord
    }
    [dragon] { $number ->
        [1] Dragon rouge
        [2] Dragon vert
       *[3] Dragon blanc
    }
    [flower] Fleur { $number }
   *[season] Saison { $number }
}
face-shape = { $shape ->
     [0] cercle
     [1] carré
     [2] triangle
     [3] losange
     [4] étoile
     [5] hexagone
     [6] plus
     [7] anneau
     [8] triangle pointe en bas
     [9] croissant
     [10] étincelle
    *[11] croix
}, { $colour ->
     [0] orange
     [1] bleu ciel
     [2] vert bleuté
     [3] vermillon
     [4] bleu
     [5] pourpre
     [6] marron
    *[7] ardoise
}{ $mark ->
    [1] , un point
    [2] , deux points
   *[0] {""}
}
face-critter = { $head ->
     [0] ours
     [1] chat
     [2] lapin
     [3] souris
     [4] grenouille
    *[5] poussin
}, { $fur ->
     [0] orange
     [1] bleu ciel
     [2] vert bleuté
     [3] vermillon
     [4] bleu
     [5] pourpre
    *[6] marron
}
reader-board = Plateau, { $columns } colonnes sur { $rows } lignes
reader-cell = { $face }, ligne { $row }, colonne { $column }
reader-empty = vide
reader-face-down = face cachée
reader-held = pas encore jouable
reader-selected = choisie
reader-block = obstacle
reader-picked = { $face } choisie
reader-linked = { $face } reliées. Paires restantes : { $left }
reader-announcements = Annonces
reader-hint = Indice : { $face }, ligne { $row }, colonne { $column }, et ligne { $other_row }, colonne { $other_column }
reader-moved = Tuiles tombées : { $n }
reader-shuffled = Les tuiles ont été mélangées
reader-place = ligne { $row }, colonne { $column }
reader-empties = { $n } vides
reader-separator = {" ; "}
reader-row = Ligne { $row } : { $cells }
reader-matches = { $face } : { $count ->
    [0] aucune autre sur le plateau
    [one] une autre, en { $places }
   *[other] { $count } autres, en { $places }
}. Paires ouvertes : { $open }
reader-open-pairs = Paires ouvertes : { $open }
reader-opened = { $words }
reader-seconds-left = { $n ->
    [0] Plus aucune seconde
    [one] Plus qu’une seconde
   *[other] Plus que { $n } secondes
}

card-title = 连连看 Lianliankan · { $level }
card-daily = 连连看 Lianliankan · Défi du jour { $day } · série : { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
card-links = { $n ->
    [one] { $n } paire
   *[other] { $n } paires
}
card-hints = { $n ->
    [0] aucun indice
    [one] { $n } indice
   *[other] { $n } indices
}
card-cleared = { $time } · { $links } · { $hints }
card-not-cleared = Non terminé · { $time } · { $links }
finish-copy = Copier le résultat
card-race = Affrontez mon meilleur score sur ce plateau : { $link }
race-link-no-server = La partie de { $name } ne peut pas être récupérée : aucun serveur de classement n’est défini (Options → En ligne). Le plateau est à vous
card-copied = Résultat copié : collez-le pour un ami
finish-animation = Enregistrer en animation
coach-save-moment = Enregistrer ce moment
animation-saving = Enregistrement de l’animation…
animation-busy = Une animation est déjà en cours d’enregistrement : une à la fois
animation-saved = Animation enregistrée : { $file }
animation-failed = L’animation n’a pas pu être enregistrée (voir le journal)
card-copy-failed = Le presse-papiers est injoignable
