# Die Texte des Spiels auf Deutsch. Jede Nachricht muss genau einer in en.ftl entsprechen (ein Test prüft das).
# Platzhalter wie { $n } füllt das Spiel aus; die Namen der Variablen nicht übersetzen.
#
# Anmerkung des Übersetzers
# Sprache: Deutsch (de), mit Duzen, wie in Spielen üblich.
# Übersetzt aus en.ftl (dem englischen Original), mit zh.ftl (vereinfachtes Chinesisch) als Referenz für den Sinn.
# Begriffe: Das Spiel heißt weiter 连连看 (Lianliankan); das Genre ist Shisen-Sho / Mahjong Connect.
#   tile = Stein, pair = Paar, link = verbinden / Verbindung, turn = Knick (höchstens zwei),
#   kind = Sorte, tile set = Steinsatz, board = Brett, layout = Layout, cell = Feld, ring = Außenring (um das Brett),
#   stone = Block (nicht »Stein«, damit er nicht mit den Spielsteinen verwechselt wird),
#   obstacle = Hindernis, level = Level (das Level, Plural die Level), pack = Paket,
#   clear = schaffen (ein Level) / abräumen (ein Brett), deal = Verteilung / verteilen,
#   shuffle = mischen, power-up = Power-up, item (Rennen) = Item, hint = Tipp, freeze (Power-up) = Frost, reveal = Leuchten,
#   undo/redo = rückgängig / wiederholen (Editor-Knöpfe: Zurück / Vorwärts), retry = nochmal,
#   replay = Replay, leaderboard = Rangliste, rank = Platz, race = Rennen,
#   race items hide/freeze = Nebel/Eis, room = Raum, host = Gastgeber, opponent = Gegner,
#   seed = Seed, streak = Serie, run = Runde, time attack = Gegen die Uhr, endless = Endlos,
#   lesson = Tutorial, settings = Optionen, controller = Controller, mouse = Maus, on/off = an/aus.
#   Tastennamen wie im Spiel: Ctrl, Shift, Esc, Enter. Anführungszeichen: »…«.
#   Knöpfe, Beschriftungen und HUD bewusst kurz: das Spiel muss in 800×600 passen.
#   Die Feldnamen der Level-Dateien (layout, fixed, kinds, stars…) werden nicht übersetzt.
# Korrekturen von Muttersprachlern, die Shisen-Sho spielen, sind willkommen: bitte als Issue melden.

## Titelbildschirm
title-name = 连连看
title-subtitle = Lianliankan · Shisen-Sho
title-tagline = verbinde Steinpaare mit höchstens zwei Knicken
title-controls = Pfeiltasten + Enter oder die Maus
menu-play = Spielen
menu-levels = Level
menu-settings = Optionen
menu-quit = Beenden
menu-back = Zurück
menu-main = Hauptmenü

## Pause
pause-title = Pause
pause-title-race = Rennmenü
pause-why = die Uhr ist angehalten
pause-why-race = das Rennen läuft weiter: deine Uhr tickt
pause-why-reason = pausiert: { $reason }; die Uhr ist angehalten
pause-reason-focus = das Fenster hat den Fokus verloren
pause-reason-pad = der Controller wurde getrennt
pad-connected = Controller verbunden: { $name }
pad-disconnected = Controller getrennt
pause-resume = Weiter
pause-retry = Brett neu starten

## Optionen
settings-title = Optionen
settings-controls = Links/Rechts ändern die gewählte Option
setting-volume = Effektlautstärke  < { $value }% >
setting-music = Musik  < { $value }% >
setting-sound = Ton  < { $value } >
setting-speed = Abräumtempo  < { $value } >
setting-cursor = Cursor immer zeigen  < { $value } >
setting-theme = Design  < { $value } >
setting-fullscreen = Vollbild  < { $value } >
setting-contrast = Kontrastreiche Steine  < { $value } >
setting-motion = Bewegung  < { $value } >
setting-size = Textgröße  < { $value }% >
setting-zoom = Brett-Zoom  < { $value }% >
zoom-now = Brett-Zoom { $percent }%
setting-language = Sprache  < { $value } >
setting-tile-set = Steine  < { $value } >
setting-colour-vision = Farbsehen  < { $value } >
setting-background = Hintergrund  < { $value } >
setting-chinese-style = Jede Blume, jede Saison (Mahjong)  < { $value } >
tile-set-shapes = Formen
tile-set-mahjong = Mahjong

## Steuerung
settings-open-controls = Steuerung
controls-title = Steuerung
controls-row = { $action }:  { $keys }
controls-hint = Wähle eine Aktion und drücke dann ihre neue Taste (Shift oder Ctrl dürfen dabei gehalten werden). Esc bricht ab.
controls-waiting = Drücke die neue Taste für »{ $action }« (Esc bricht ab)
controls-clash = { $key } ist schon mit »{ $other }« belegt: »{ $action }« bleibt unverändert
controls-reset = Tasten zurücksetzen
controls-reset-done = Alle Tasten sind wieder auf Standard
action-cursor-up = Cursor hoch
action-cursor-down = Cursor runter
action-cursor-left = Cursor links
action-cursor-right = Cursor rechts
action-pick = Stein wählen
action-let-go = Loslassen (oder Pause)
action-undo = Rückgängig
action-redo = Wiederholen
action-pause = Pause
action-restart = Brett neu starten
action-previous-level = Voriges Level
action-next-level = Nächstes Level
action-open-editor = Level-Editor
action-screenshot = Screenshot
action-replay-speed = Replay-Tempo
action-throw-item = Item werfen
action-next-target = Nächsten Gegner anvisieren
action-read-row = Zeile vorlesen
action-read-matches = Gleiche Steine vorlesen
action-zoom-in = Brett vergrößern
action-zoom-out = Brett verkleinern
tile-set-critters = Tierchen
tile-set-too-few-kinds = Dieses Level hat { $needs } Steinsorten, der Steinsatz »{ $set }« nur { $has }: es wird mit »{ $shown }« gezeigt
tile-sheet-size = { $path }: das Bild ist { $width }×{ $height } Pixel groß, sollte aber { $columns } Spalten × { $rows } Zeilen quadratischer Motive zu je { $min } bis { $max } Pixeln haben: seine Steine werden mit einem anderen Satz gezeigt
tile-sheet-too-few = { $path }: das Bild enthält { $faces } Motive, sein Satz hat aber { $kinds } Sorten
tile-sheet-unreadable = { $path }: das Bild lässt sich nicht lesen: seine Steine werden mit einem anderen Satz gezeigt
value-on = an
value-off = aus
speed-slow = langsam
speed-normal = normal
speed-fast = schnell
theme-system = System
theme-dark = dunkel
theme-light = hell
motion-system = System
motion-full = voll
motion-reduced = reduziert
vision-typical = normal
vision-protan = rotblind (Protan)
vision-deutan = grünblind (Deutan)
vision-tritan = blaublind (Tritan)

## Levelauswahl
levels-title = Level
levels-locked = gesperrt
levels-not-cleared = nicht geschafft
levels-locked-notice = Schaffe Level { $n }, um dieses freizuschalten
levels-broken = nicht spielbar
levels-broken-notice = Level { $n } ist nicht spielbar: seine Datei hat ein Problem (dort angezeigt)
levels-page = Seite { $page } von { $pages }
levels-page-previous = Vorige
levels-page-next = Nächste
packs-title = Pakete
packs-progress = { $levels } Level · { $cleared } geschafft · { $stars } ★
packs-by = von { $author }
packs-problems = { $count ->
    [one] { $count } Problem
   *[other] { $count } Probleme
}
editor-new-pack-name = Meine Level
editor-pack-made = Neues Paket angelegt: { $folder }
levels-next-locked = Schaffe dieses Level, um das nächste freizuschalten

## Geschafft, verloren, festgefahren
won-title = Geschafft!
won-points = { $points } Punkte   (Zeitbonus { $bonus })
won-time = Zeit { $time }
won-best = Bestwert { $points } Punkte, { $time }
won-helped = mit Hilfe: { $help }
won-unaided = Bestwert ohne Hilfe: { $points } Punkte, { $time }
won-unaided-none = noch nie ohne Hilfe geschafft
help-power-up = { $title } ×{ $n }
help-undos = { $n ->
    [one] einmal rückgängig
   *[other] { $n }× rückgängig
}
levels-unaided = ohne Hilfe { $points }  { $time }
news-best-both = Neuer Rekord bei Punkten und Zeit!
news-best-score = Neuer Punkterekord!
news-best-time = Neue Bestzeit!
finish-next = Nächstes Level
finish-retry = Nochmal
finish-menu = Menü
lost-title = Zeit abgelaufen
lost-goal-title = Ziel verfehlt
lost-goal = die Verbindungen waren bei { $done } von { $needed } aufgebraucht
lost-pairs-left = { $n ->
    [one] ein Paar blieb übrig
   *[other] { $n } Paare blieben übrig
}
stuck-title = Keine Züge mehr
stuck-why = Kein Paar lässt sich verbinden, und die übrigen Steine lassen sich nicht neu verteilen
stuck-power-ups = Die Power-ups in der Leiste wirken noch
stuck-undo = Rückgängig
stuck-back = Zurück zum Brett
stuck-new-deal = Neu verteilen

## Spiel
hud-pause = Pause ({ $key-pause })
hud-points = { $total } Punkte
hud-combo = Kombo x{ $combo }   { $total } Punkte
hud-test-play = Testspiel (E: zurück zum Editor)
hud-replay = Replay ({ $key-replay-speed }: schnell oder normal)
hud-time-left = noch { $clock }
hud-frozen = (eingefroren { $seconds } s)
hud-pairs-left = { $n ->
    [one] noch ein Paar
   *[other] noch { $n } Paare
}
hud-seed = Seed { $seed }
board-code = Brett-Code: { $code }
menu-enter-code = Code eingeben
code-title = Das Brett eines Freundes spielen
code-about = Gib den Code des Bretts ein (etwa LLK-40G9-38MH-Y4G0-5P) und drücke Enter: dasselbe Level oder Schnellspiel, derselbe Modus, dieselbe Verteilung.
code-not-a-code = Das ist kein Brett-Code: Ein Code hat Buchstaben und Ziffern nach LLK.
code-typo = Ein Zeichen ist vertippt oder fehlt: Prüfe den Code noch einmal.
code-newer = Dieser Code stammt aus einer neueren Version des Spiels.
code-unknown = Dieses Brett gibt es hier nicht: Das Level wurde seit dem Code geändert, oder es ist keines der Level dieses Spiels.
hud-rule-gravity = Steine fallen: { $way }
hud-rule-turns = { $n ->
    [0] nur gerade Verbindungen
    [one] Verbindungen mit einem Knick
   *[other] Verbindungen mit { $n } Knicken
}
hud-rule-any-turns = beliebig viele Knicke
hud-rule-slides = Steine gleiten
goal-board = Ziel: Brett leeren { $done }/{ $needed }
goal-ice = Ziel: alle Eissteine entfernen { $done }/{ $needed }
goal-pairs = Ziel: Paare entfernen { $done }/{ $needed } von
goal-links = ·  Verbindungen { $links }/{ $most }
goal-aim-board = Brett leeren
goal-aim-ice = Eis entfernen
goal-aim-pairs = Paare einer Sorte
goal-links-any = ohne Grenze
hud-moves-left = { $n ->
    [0] kein Zug
    [one] ein Zug
   *[other] { $n } Züge
}
notice-speed-not-recorded = Bei anderem als normalem Tempo wird nichts gespeichert oder gesendet
notice-redealt = Keine Züge mehr: die Steine wurden neu verteilt
refused-same-tile = Das ist derselbe Stein: wähle seinen Partner
refused-not-a-tile = Dort ist kein Stein
refused-different-kinds = Verschiedene Steine: nur gleiche Paare lassen sich verbinden
refused-other-group = Blumen passen zu Blumen, Jahreszeiten zu Jahreszeiten
refused-too-many-turns = { $limit ->
    [0] Keine Verbindung: sie bräuchte einen Knick, und dieses Level erlaubt keinen
    [one] Keine Verbindung: sie bräuchte mehr als { $limit } Knick
   *[other] Keine Verbindung: sie bräuchte mehr als { $limit } Knicke
}
refused-only-through-ring = Keine Verbindung: nur über den Außenring um das Brett, und den erlaubt dieses Level nicht
refused-walled-off = Keine Verbindung: zwischen diesen Steinen gibt es keinen Weg
refused-frozen = Eingefroren: erst einen Stein daneben entfernen
refused-locked = Verschlossen: erst den Stein mit dem Schlüssel derselben Farbe entfernen
refused-not-yet = { $special }: noch nicht wählbar
banner-unplayable = Dieses Level ist nicht spielbar:
banner-fix = Korrigiere die Datei und speichere sie, um es zu spielen, oder drücke { $key-next-level } für das nächste Level.
deal-failed = Level »{ $name }« kann nicht verteilt werden: { $error }
deal-error-no-tiles = das Layout hat keine Steinfelder
deal-error-odd-tiles = das Layout hat { $n } Steinfelder; Steine kommen paarweise, also muss die Zahl gerade sein
deal-error-kinds = { $kinds } Sorten für { $pairs } Paare: es muss mindestens eine Sorte geben und höchstens eine Sorte pro Paar
deal-error-no-deal = in { $attempts } Versuchen keine lösbare Verteilung gefunden: manche Steinfelder lassen sich mit keinem anderen verbinden (von Blöcken eingemauert?)
deal-error-not-settled = der Stein in Spalte { $column }, Zeile { $row } würde vor dem ersten Zug rutschen; mit Schwerkraft muss jeder Stein zu Beginn ruhen
deal-error-special-no-tile = der Spezialstein in Spalte { $column }, Zeile { $row } liegt auf keinem Stein
deal-error-goal = keine von { $attempts } Verteilungen erreicht das Ziel in { $links } Verbindungen
deal-error-stopped = die Arbeit dauerte zu lange und wurde beendet
deal-error-special-key = das Schloss in Spalte { $column }, Zeile { $row } nennt den Schlüssel in Spalte { $key_column }, Zeile { $key_row }, der kein anderer Stein ist
deal-error-special-lock-circle = das Schloss in Spalte { $column }, Zeile { $row } steht in einem Kreis von Schlössern, die aufeinander warten: keines öffnet sich
deal-error-special-gravity = Spezialsteine brauchen Steine, die auf ihren Feldern bleiben: Schwerkraft und Schieben bewegen sie
progress-not-saved = Der Fortschritt kann nicht gespeichert werden ({ $error }); das Spiel läuft ohne Speichern weiter
settings-not-saved = Die Optionen können nicht gespeichert werden ({ $error }); sie gelten bis zum Beenden
notice-no-audio = Kein Tongerät antwortet: Das Spiel läuft ohne Ton
failure-title = Lianliankan kann nicht weiterlaufen
failure-no-gpu = Kein Grafiktreiber mit Vulkan gefunden. Installiere den Vulkan-Treiber deines Systems (unter Debian und Ubuntu: mesa-vulkan-drivers) und starte das Spiel erneut.
failure-crash = Das Spiel hat einen Fehler, von dem es sich nicht erholen kann: { $details }

## Power-ups
power-up-hint = Tipp
power-up-bomb = Bombe
power-up-shuffle = Mischen
power-up-freeze = Frost
power-up-reveal = Leuchten
power-up-lightning = Blitz
power-up-unknown = Es gibt kein Power-up namens »{ $name }«
power-up-none-left = { $title }: keins mehr übrig
power-up-aim-tile = { $title }: wähle einen Stein ({ $key-let-go } bricht ab)
power-up-aim-kind = { $title }: wähle einen Stein der Sorte ({ $key-let-go } bricht ab)
power-up-level-unknown = Dieses Level vergibt Power-ups, die das Spiel nicht kennt: { $names }
hint-busy = Suche noch nach einem Paar
hint-none = Kein sicheres Paar zu zeigen: das Brett wird gleich neu verteilt
bomb-busy = Die letzte Bombe ist noch nicht explodiert
bomb-no-partner = Mit keinem Partner dieses Steins bleibt das Brett lösbar
bomb-stale = Das Brett hat sich vor der Explosion geändert: versuch es noch einmal
shuffle-busy = Die letzte Mischung wird noch verteilt
shuffle-no-board = Kein Brett zum Mischen
shuffle-cannot = Die übrigen Steine lassen sich nicht zu einem lösbaren Brett mischen
shuffle-stale = Das Brett hat sich vor dem Mischen geändert: versuch es noch einmal
reveal-needs-tile = Leuchten braucht einen Stein
lightning-needs-tile = Blitz braucht einen Stein

## Editor
editor-title = Level-Editor
editor-new-level = Neues Level
editor-editing-file = Bearbeite { $file }
editor-editing-copy = Bearbeite eine Kopie des laufenden Levels
editor-cannot-play = Nicht spielbar: { $error }
editor-saved = Gespeichert: { $file }
editor-not-saved = Nicht gespeichert: { $error }
editor-brush-tile = Stein 1
editor-brush-empty = Leer 2
editor-brush-stone = Block 3
editor-width-less = B- [
editor-width-more = B+ ]
editor-height-less = H- ;
editor-height-more = H+ '
editor-kinds-less = Sorten- -
editor-kinds-more = Sorten+ =
editor-turns = Knicke T
editor-ring = Ring R
editor-mirror = Spiegeln M
editor-undo = Zurück Ctrl+Z
editor-redo = Vorwärts Ctrl+Y
editor-symmetry-none = aus
editor-symmetry-left-right = links–rechts
editor-symmetry-top-bottom = oben–unten
editor-symmetry-both = beide Richtungen
editor-fill = Füllen F
editor-clear = Leeren C
editor-test-play = Testen P
editor-save = Speichern Ctrl+S
editor-leave = Zurück zum Spiel Esc
editor-size = { $width } x { $height } Felder
editor-tiles = { $tiles } Steine
editor-odd = (ungerade: einen dazu oder weg)
editor-kinds = { $kinds } Sorten
editor-rules = Knicke: { $turns }   Ring: { $ring }
editor-brush = Pinsel: { $brush }   Spiegeln: { $mirror }
editor-turns-any = beliebig
editor-brush-name-tile = Stein
editor-brush-name-empty = leer
editor-brush-name-stone = Block
editor-mouse = Maus: links malt, rechts löscht
editor-brush-plain = Ohne
editor-special-needs-tile = Besondere Steine liegen auf Steinen: erst hier einen Stein malen.
editor-lock-choose-key = Jetzt den Stein anklicken, der dieses Schloss öffnet (derselbe Stein noch einmal bricht ab).
editor-lock-too-many-keys = Ein Level hat höchstens { $most } Schlüssel (A bis Z): einen schon gesetzten nehmen.
editor-page-board = Brett F2
editor-page-level = Level F2
field-name = Name
field-name-zh = Chin. Name
field-id = ID
field-time-limit = Zeitlimit (s)
field-stars = Sterne
field-seed = Seed
field-difficulty = Schwierigkeit
field-gravity = Schwerkraft
field-chinese-style = Jede Blume
field-chinese-choice = nach Wahl des Spielers
field-tiles-slide = Rutschen
field-goal = Ziel
field-goal-pairs = Paare, Sorte
field-goal-links = Max. Verbind.
field-board = Brett
field-board-dealt = verteilt
field-board-painted = von Hand gemalt
field-kind-brush = Sorte malen
field-power-ups = Vergebene Power-ups
field-pack = Speichern in
field-pack-new = ein neues Paket
field-new-pack = Neues Paket
field-empty-name-zh = (der Name)
field-empty-id = (der Dateiname)
field-empty-time = (kein Limit)
field-empty-seed = (jedes Mal neu verteilt)
field-expected-whole = erwartet eine ganze Zahl, etwa 120
field-expected-fraction = erwartet eine Zahl von 0 bis 1, etwa 0.6
field-checking = Prüfe…
field-check-good = ✓ Das Level passt: eine lösbare Verteilung in { $ms } ms
field-check-no-deal = Keine lösbare Verteilung: { $error }
field-check-problems = { $count ->
    [one] { $count } Problem
   *[other] { $count } Probleme
}
gravity-none = keine
gravity-down = nach unten
gravity-up = nach oben
gravity-left = nach links
gravity-right = nach rechts
gravity-split_vertical = ab der Mitte nach oben/unten
gravity-split_horizontal = ab der Mitte nach links/rechts
gravity-towards_centre = zur Mitte hin

## Probleme in einer Level-Datei (davor steht jeweils Datei:Zeile:Spalte).
# Die Probleme, eines pro Zeile; jedes Problem nach seiner Stelle.
problem-list = { $problems }
problem-at = { $place }: { $problem }
problem-too-big = die Datei hat { $bytes } Bytes; eine Level-Datei hat höchstens { $most }
problem-syntax = { $detail }
problem-not-utf8 = kein UTF-8-Text (ungültiges Byte an Position { $offset })
problem-cannot-read = nicht lesbar: { $error }
problem-name-empty = der Name ist leer
problem-name-long = der Name ist länger als { $most } Zeichen
problem-names-code = names: { $code } ist kein Sprachcode; erwartet wird einer wie "zh"
problem-names-length = names: der Name für { $code } muss 1 bis { $most } Zeichen haben
problem-id = id { $id }: erwartet 1 bis { $most } Kleinbuchstaben, Ziffern, '-' oder '_'
problem-background = background { $id }: erwartet 1 bis { $most } Buchstaben, Ziffern, '.', '-' oder '_' (die Kennung eines Hintergrunds, etwa "fret" oder "desktop.egyptian")
problem-time-limit = time_limit ist { $seconds } Sekunden; erwartet 1 bis { $most }
problem-power-up-name = Power-up-Name { $name }: erwartet Kleinbuchstaben, Ziffern und '_'
problem-power-up-count = Power-up { $name }: { $count } Einsätze; höchstens { $most }
problem-difficulty = difficulty ist { $value }; erwartet 0.0 (Partner nah) bis 1.0 (fern)
problem-stars = stars { $stars }: erwartet drei steigende Punktzahlen für einen, zwei und drei Sterne
problem-no-tiles = das Layout hat keine Steinfelder ('x')
problem-odd-tiles = das Layout hat { $tiles } Steinfelder; Steine kommen paarweise, also muss die Zahl gerade sein
problem-kinds = kinds ist { $kinds }; erwartet 1 bis { $most } (das Layout fasst { $pairs } Paare, und das Spiel zeichnet { $faces } Motive)
problem-kinds-with-fixed = kinds geht nicht zusammen mit fixed: die festen Steine legen fest, welche Sorten es gibt
problem-rows-empty = { $field } ist leer; erwartet Zeilen aus Feldern
problem-rows-too-big = { $field } hat { $size } Felder; höchstens { $most }
problem-row-length = { $field } Zeile { $row } hat { $cells } Felder; die erste Zeile hat { $width }, und alle Zeilen müssen gleich lang sein
problem-cell = { $field } Zeile { $row } Spalte { $column }: gefunden { $found }, erwartet { $expected }
problem-expected-layout = 'x' (Steinfeld), '.' (leer) oder '#' (Hindernis)
problem-expected-fixed = ein Buchstabe oder eine Ziffer (die Sorte des Steins), '.' (leer) oder '#' (Hindernis)
problem-expected-specials = '.' (nichts), 'I' (Eis), 'H' (verdeckt), 'T' (Uhr), ein kleiner Buchstabe (ein Schloss) oder der große Buchstabe eines Schlosses (sein Schlüssel); die Spezialsteine eines Mods bringen eigene Zeichen mit
problem-specials-size = specials hat { $size } Felder und das layout { $layout }: beide müssen gleich groß sein
problem-specials-no-tile = specials Zeile { $row } Spalte { $column }: { $found } liegt auf keinem Stein des layout
problem-goal-no-ice = das Ziel ist, das Eis zu entfernen, aber das Level hat keinen Eisstein (specials: I)
problem-goal-kind = goal kind { $kind } ist keine Sorte dieses Levels; erwartet ein Buchstabe, a für die erste Sorte
problem-goal-pairs = goal verlangt { $pairs } Paare von { $kind }; erwartet 1 bis { $most } (so viele hat jede Verteilung)
problem-goal-pairs-needs = goal clear: pairs braucht kind (einen Buchstaben) und pairs (wie viele)
problem-goal-kind-without-pairs = goal kind und pairs gehören nur zu clear: pairs
problem-goal-board-links = das Brett zu leeren braucht eine Verbindung je Paar: within_links gehört zu clear: ice oder clear: pairs
problem-goal-links = goal within_links ist { $links }; erwartet 1 bis { $most } (die Paare auf dem Brett)
problem-specials-no-key = specials Zeile { $row } Spalte { $column }: das Schloss { $found } hat keinen Schlüssel; markiere den Stein, der es öffnet, mit { $key }
problem-specials-key-twice = specials Zeile { $row } Spalte { $column }: der Schlüssel { $found } ist zweimal markiert; ein Schloss hat einen Schlüssel
problem-specials-gravity = Spezialsteine und Schwerkraft passen nicht zusammen: Steine würden ihre Felder verlassen
problem-specials-sliding = Spezialsteine und Schieben passen nicht zusammen: Steine würden ihre Felder verlassen
problem-specials-with-fixed = Spezialsteine gehören zu gemischten Brettern: ein fixed-Brett kann keine haben
problem-slides = layout Zeile { $row } Spalte { $column }: mit Schwerkraft { $gravity } würde dieser Stein zu Beginn rutschen; setze einen Stein, ein Hindernis oder den Brettrand { $side }
problem-slides-centre = layout Zeile { $row } Spalte { $column }: mit Schwerkraft { $gravity } würde dieser Stein zu Beginn rutschen; setze einen Stein oder ein Hindernis { $side }, oder schieb ihn an die Mittellinie
problem-side-below = darunter
problem-side-above = darüber
problem-side-left = links daneben
problem-side-right = rechts daneben
problem-fixed-size = fixed hat { $size } Felder, das Layout aber { $layout }; sie müssen übereinstimmen
problem-fixed-cell = fixed Zeile { $row } Spalte { $column } passt nicht zum Layout (eine Steinsorte gehört genau dorthin, wo das Layout 'x' hat)
problem-fixed-unpaired = feste Sorten mit ungerader Steinzahl lassen sich nicht alle paaren: { $kinds }
problem-fixed-stuck = das feste Brett lässt sich nicht abräumen: jede Reihenfolge bleibt stecken
problem-fixed-gave-up = Beweis, dass das feste Brett lösbar ist, nach { $seconds } s und { $positions } Stellungen aufgegeben: { $limit }. Ein festes Brett wird genau so verteilt, wie es dasteht, also muss es bewiesen werden: mach es kleiner oder weniger verschachtelt
problem-budget-time = die Zeit ist abgelaufen
problem-budget-positions = die Suche darf höchstens { $most } Stellungen prüfen
problem-budget-memory = die Suche darf höchstens { $most } MiB belegen (gemerkte Stellungen sowie die Bretter und Züge, die sie gerade probiert)

## Eine Speicherdatei (Fortschritt, Optionen), die beim Start nicht gelesen werden konnte.
save-unreadable-kept = { $file }: nicht lesbar ({ $error }); sie bleibt, wie sie ist, und wird diesmal nicht überschrieben
save-unreadable = { $file }: nicht lesbar ({ $error }); Neustart ohne Daten
save-damaged-moved = { $file } ist beschädigt ({ $problem }); Neustart ohne Daten, die beschädigte Datei bleibt als { $backup } erhalten
save-damaged-stays = { $file } ist beschädigt ({ $problem }); Neustart ohne Daten; sie ließ sich nicht beiseitelegen ({ $error }), also bleibt sie, wie sie ist, und wird diesmal nicht überschrieben
save-problem-syntax = Zeile { $line }, Spalte { $column }: { $detail }
save-problem-utf8 = kein UTF-8-Text: { $detail }
save-problem-too-large = die Datei hat { $bytes } Bytes; eine Speicherdatei hat höchstens { $most }

## Ein Replay ansehen
replay-showing = Replay: { $key-replay-speed } für schnell oder normal, { $key-pause } für Pause
replay-speed = Replay-Tempo ×{ $speed }
replay-parted = Bei { $time } s antwortet das Spiel anders als das Replay: das Replay endet hier

## Spielmodi
menu-modes = Modi
modes-title = Modi
mode-classic = Klassisch
mode-classic-about = Das Levelpaket, wie es ist: die Uhr, die Sterne, die Rekorde.
mode-relaxed = Entspannt
mode-relaxed-about = Dieselben Level ohne Uhr, mit freien Tipps und ohne Punkte für die Zeit.
mode-daily = Tagesaufgabe
mode-daily-about = Ein Brett pro Tag, für alle dasselbe. Das erste Spiel zählt.
daily-today-open = Heute ({ $date }): noch nicht gespielt
daily-today-begun = Heute: begonnen (zählt als gespielt)
daily-today-cleared = Heute: geschafft, { $points } Punkte in { $time }
daily-today-lost = Heute: nicht geschafft ({ $points } Punkte); spiel nochmal zum Üben
daily-streak = Serie: { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}
daily-cleared = Tagesaufgabe geschafft! Serie: { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}
daily-over = Der heutige Versuch ist vorbei; das Brett bleibt zum Üben
hud-relaxed = Entspannt
hud-daily-practice = Übung
mode-time-attack = Gegen die Uhr
mode-time-attack-about = Eine Minute; jede Verbindung bringt zwei Sekunden zurück; ein abgeräumtes Brett bringt das nächste.
mode-endless = Endlos
mode-endless-about = Brett um Brett, jedes schwerer, bis die Uhr eines gewinnt.
hud-time-attack = Gegen die Uhr
hud-endless = Endlos
hud-run = Brett { $stage } · { $points } gesichert
run-next-board = Brett { $stage }! Bisher { $points } Punkte
run-over-title = Runde vorbei
run-result = { $points } Punkte, { $boards ->
    [one] { $boards } Brett abgeräumt
   *[other] { $boards } Bretter abgeräumt
}
run-new-best = Neue beste Runde!
run-best = Beste Runde: { $points } Punkte
run-first = Deine erste Runde
run-again = Nochmal spielen

## Das erste Tutorial
menu-lesson = Tutorial
lesson-progress = Tutorial · Schritt { $step } von { $steps }
lesson-straight = Klicke die zwei umrahmten Steine an: gleiche Steine verbinden sich in gerader Linie.
lesson-one-turn = Eine Verbindung darf um eine Ecke gehen. Verbinde das umrahmte Paar: ein Knick.
lesson-two-turns = Blöcke sind im Weg: die Verbindung führt mit zwei Knicken um sie herum.
lesson-ring = Eine Verbindung darf auch außen um das Brett laufen. Verbinde das umrahmte Paar auf diese Weise.
lesson-three-turns = Höchstens zwei Knicke! Versuch das umrahmte Paar: es bräuchte drei, also geht es nicht.
lesson-hint = Festgefahren? Drücke den Tipp-Knopf (H), um ein verbindbares Paar zu sehen.
lesson-hint-shown = Der Tipp zeigt ein Paar: verbinde es.
lesson-well-done = Gut gemacht!
lesson-refused-seen = Genau: drei Knicke sind einer zu viel.
lesson-skip = Tutorial überspringen ({ $key-let-go })
lesson-done = Tutorial geschafft: viel Spaß beim Spielen!
## Das vom letzten Mal aufbewahrte Spiel fortsetzen
menu-continue = Fortsetzen
continue-resumed = Spiel dort fortgesetzt, wo du aufgehört hast
continue-catching-up = Es geht dort weiter, wo du aufgehört hast…
continue-set-aside = Das vom letzten Mal aufbewahrte Spiel lässt sich nicht fortsetzen ({ $problem }); es bleibt als { $backup } erhalten
continue-set-aside-failed = Das vom letzten Mal aufbewahrte Spiel lässt sich nicht fortsetzen ({ $problem }); es ließ sich nicht beiseitelegen ({ $error })
continue-failed = Das aufbewahrte Spiel lässt sich nicht fortsetzen: { $problem }
continue-parted = Das aufbewahrte Spiel verläuft nicht wie aufgezeichnet: es wurde beiseitegelegt, und du spielst ab der Stelle weiter, an der es abwich

## Die Online-Ranglisten
online-sending = Wird an die Rangliste gesendet…
online-waiting = Wird an die Rangliste gesendet, sobald du online bist
online-rank-daily = Platz { $rank } in der heutigen Rangliste
online-rank-time-attack = Platz { $rank } in der Rangliste Gegen die Uhr
online-rank-endless = Platz { $rank } in der Rangliste Endlos
online-rank-level = Platz { $rank } in der Rangliste dieses Levels
online-refused = Die Rangliste hat dieses Spiel nicht angenommen: { $reason }
online-needs-name = Wird gesendet, sobald du einen Namen wählst (Optionen → Online)
online-title = Online
settings-open-online = Online
online-server = Server: { $value }
online-name = Dein Name: { $value }
online-value-none = keiner
online-server-bad = Das ist keine Serveradresse: schreib https://HOST oder http://HOST:PORT (oder nichts für keinen)
online-name-unset = Wähle einen Namen für die Ranglisten: 1 bis 16 Buchstaben oder Ziffern (auch chinesische Zeichen)
online-name-length = Ein Name hat 1 bis { $most } Zeichen; dieser hat { $chars }
online-name-character = Ein Name hat nur Buchstaben und Ziffern (auch chinesische Zeichen): »{ $char }« ist keins von beiden
online-name-restricted = Namen verwenden »{ $char }« nicht: ein unsichtbarer Buchstabe, eine Vollbreiten- oder Zierform oder ein nicht mehr gebräuchlicher Buchstabe
online-name-mixed-scripts = Dieser Name mischt Buchstaben von Schriften, die nicht zusammen geschrieben werden
online-name-kept = Gemerkt: er wird registriert, sobald ein Server eingestellt ist
online-name-binding = Registriere { $name }…
online-name-bound = { $name } gehört auf diesem Server dir
online-name-taken = { $name } ist schon vergeben: wähle einen anderen
online-name-refused = Der Server hat den Namen abgelehnt: { $reason }
online-name-offline = Der Server ist nicht erreichbar: der Name wird registriert, sobald er es ist
online-key-warning = Dein Name ist an einen Schlüssel gebunden, der in der Datei online/key im Datenordner des Spiels liegt. Geht die Schlüsseldatei verloren, ist der Name weg: bewahre eine Kopie auf.
online-sharing = Meine Ranglisten-Spiele teilen: { $value }
online-sharing-about = Geteilt können andere deine Ranglisten-Spiele laden und gegen sie als Geist antreten. Aus, bis du es einschaltest.
online-sharing-waiting = Deine Wahl wird gesendet, sobald dein Name registriert und der Server erreichbar ist
online-sharing-kept-on = Geteilt: andere können gegen deine Ranglisten-Spiele als Geist antreten
online-sharing-kept-off = Nicht geteilt: deine Ranglisten-Spiele bleiben deine
online-sharing-refused = Der Server hat deine Wahl abgelehnt: { $reason }
online-typing-hint = Enter zum Tippen, nochmal Enter zum Übernehmen, Esc lässt alles, wie es war
leaderboard-title = Rangliste
leaderboard-open = Rangliste
leaderboard-board-daily = Heutige Rangliste ({ $date })
leaderboard-board-time-attack = Gegen die Uhr
leaderboard-board-endless = Endlos
leaderboard-board-level = Dieses Level ({ $level })
leaderboard-loading = Lädt…
leaderboard-unreachable = Der Server ist nicht erreichbar: { $reason }
leaderboard-empty = Noch keine Einträge: sei der Erste
leaderboard-offline = Kein Ranglisten-Server eingestellt (Optionen → Online)
leaderboard-switch = ← → andere Rangliste
leaderboard-you = Du: Platz { $rank }
leaderboard-back = Zurück
leaderboard-race = Duell
leaderboard-race-fetching = Lade das Spiel von { $name }…
leaderboard-race-failed = Gegen das Spiel von { $name } geht es nicht: { $reason }
leaderboard-name = Du spielst als { $name }. Dein Name ist an die Schlüsseldatei online/key im Datenordner gebunden: geht die Schlüsseldatei verloren, ist der Name weg.

# Renn-Räume
menu-race = Rennen
hud-race = Rennen
race-title = Rennen
race-about = 2 bis 6 Spieler auf demselben Brett: wer zuerst abräumt, gewinnt.
race-create = Raum erstellen
race-items-on = Items: an
race-items-off = Items: aus
race-level = Level: { $level }
race-level-server = Level: wählt der Server
race-join = Raum { $code } beitreten
race-join-empty = Beitreten: tippe die sechs Buchstaben des Raums
race-quick = Schnelles Spiel
race-choose-name = Wähle deinen Namen (Optionen → Online)
race-back = Zurück
race-joining = Suche den Raum…
race-code = Raumcode
race-share = Teile den Code: damit treten Freunde bei.
race-players = Spieler ({ $n } von 6)
race-host = { $name } (Gastgeber)
race-host-you = { $name } (Gastgeber, du)
race-you = { $name } (du)
race-start = Rennen starten
race-waiting = Warte, bis der Gastgeber startet…
race-leave = Raum verlassen
race-refused = Der Raum meldet: { $reason }
race-offline = Verbindung verloren: das Rennen läuft hier weiter, ungeprüft.
race-bad-level = Das Level des Raums ist nicht lesbar: du hast das Rennen verlassen.
race-dropped = { $name } ist aus dem Rennen
race-connection-lost = Verbindung verloren: das Rennen läuft hier weiter, ungeprüft
race-item-hide = Nebel
race-item-freeze = Eis
race-item-landed = { $name } hat { $item } auf dich geworfen!
race-item-thrown = { $item } auf { $name } geworfen
race-opponents = Gegner
race-pairs = { $n ->
    [one] noch ein Paar
   *[other] noch { $n } Paare
}
race-combo = Kombo ×{ $combo }
race-out = ausgeschieden
race-target = im Visier
race-held = Items: { $items }
race-held-none = Items: keine
race-throw = Werfen ({ $key-throw-item })
race-next-target = Nächstes Ziel ({ $key-next-target })
race-frozen = Eingefroren!
race-hidden = Steine verdeckt!
race-result-title = Rennen vorbei
race-you-cleared = Abgeräumt in { $time }
race-you-not-cleared = Nicht abgeräumt
race-pending = Reihenfolge wird geprüft…
race-unverified = Ungeprüft: die Verbindung ging verloren
race-place = { $place }. { $name }   { $time }
race-place-out = { $place }. { $name }   nicht abgeräumt
race-place-left = { $place }. { $name }   hat das Rennen verlassen
race-place-refused = { $place }. { $name }   Abräumen nicht bestätigt
race-to-title = Zum Titelbildschirm
race-computer-open = Gegen den Computer
race-computer-level = Brett: { $level }
race-computer-about = Computergegner spielen auf demselben Brett gegen dich. Sie sehen, was du siehst, und überlegen so lange wie ein Mensch. Nichts wird gespeichert.
race-computer-seats = Computergegner: { $n }
race-computer-tier-row = Spielstärke: { $tier }
race-computer-beginner = Anfänger
race-computer-club = Vereinsspieler
race-computer-expert = Experte
race-computer-name = Computer { $n } ({ $tier })
race-computer-you = Du

# Quick game
menu-quick-game = Schnelles Spiel
quick-game = Schnelles Spiel
quick-deal = Verteilen
quick-size = Brett  < { $value } >
quick-size-custom = { $size }, eigenes
quick-width = Breite  < { $value } >
quick-height = Höhe  < { $value } >
quick-difficulty = Schwierigkeit  < { $value } >
quick-easy = leicht
quick-medium = mittel
quick-hard = schwer
quick-easy-about = Leicht: die zwei Steine eines Paars liegen nah beieinander.
quick-medium-about = Mittel: die zwei Steine eines Paars liegen irgendwo.
quick-hard-about = Schwer: die zwei Steine eines Paars liegen weit auseinander.
quick-gravity = Schwerkraft  < { $value } >
quick-ring = Verbindungen ums Brett  < { $value } >
quick-slide = Steine können rutschen  < { $value } >
quick-turns = Knicke je Verbindung  < { $value } >
quick-kinds = Steinarten  < { $value } >
quick-kinds-auto = automatisch ({ $count })
quick-time = Zeitlimit  < { $value } >
quick-time-none = keins
quick-minutes = { $minutes } Min.
quick-keys = Links/Rechts ändern die gewählte Option · im Spiel verteilt N neu
action-new-deal = Neu verteilen
finish-look = Brett ansehen
lesson-gravity = Auf manchen Brettern fallen die Steine nach unten. Verbinde das markierte Paar und sieh, wie die Steine darüber nachrutschen.

# Bestenliste und Statistik
menu-hall-of-fame = Bestenliste
menu-statistics = Statistik
hall-of-fame = Bestenliste
hall-no-board = Noch kein Brett abgeräumt
hall-unaided = Ohne Hilfe abgeräumt
hall-assisted = Mit Hilfe abgeräumt
hall-sorted = Nach { $order }
hall-sort-score = Punkten
hall-sort-time = Zeit
hall-sort-name = Name
hall-sort-date = Datum
hall-name = Name
hall-score = Punkte
hall-time = Zeit
hall-date = Datum
hall-empty = Hier gibt es noch keine Einträge.
hall-player = Spieler: { $name }
hall-keys = Links/Rechts: andere Liste oder anderer Spieler · Enter beim Spieler: neuer Name
hall-clear = Liste leeren
hall-clear-confirm = Wirklich leeren?
hall-placed = Bestenliste: Platz { $place }!
hall-board-quick = Schnelles Spiel { $rules }
hall-board-relaxed = { $level } (entspannt)
hall-gravity = Schwerkraft { $way }
hall-no-ring = ohne Rand
hall-turns = { $count } Knicke
hall-turns-any = Knicke beliebig
hall-kinds = { $count } Sorten
stats-title = Statistik
stats-totals = Spiele { $games } · Abgeräumt { $clears } · Beste Serie { $streak } · Tage in Folge { $days } · Tipps { $hints }
stats-records = Level geschafft { $levels } · Level-Siege gespeichert { $clears } · Spiele mit Hilfe { $helped }
stats-chart-days = Spiele pro Tag, letzte { $days } Tage
stats-chart-size = Zeit zum Abräumen, { $size }
stats-chart-levels = Level: Schätzung des Autors und deine
stats-legend-days = grau: beendete Spiele · gold: abgeräumte Bretter
stats-legend-size = Punkte: jedes Abräumen (Zeit) · goldene Linie: der Trend
stats-legend-levels = grau: Schätzung des Autors · gold: wie schwer es für dich war (Anteil der Spiele ohne Sieg aus eigener Kraft) · links leicht, rechts schwer
tile-set-desktop = Desktop-Steine
tile-set-by = { $set } von { $author }
tile-set-look-alikes = { $set } ({ $pairs ->
        [one] { $pairs } ähnliches Paar
       *[other] { $pairs } ähnliche Paare
    })
tile-set-desktop-broken = Die Desktop-Steine „{ $set }“ sind nicht nutzbar ({ $reason }): das Spiel zeigt seine eigenen
background-plain = Schlicht
background-felt = Grüner Filz
background-wood = Nussbaumdielen
background-fret = Lack-Mäander
background-paper = Xuan-Papier
background-desktop = Desktop-Hintergrund
background-broken = Der Hintergrund „{ $name }“ kann nicht gezeigt werden ({ $reason }): der schlichte wird gezeigt
ghost-title = Geist
ghost-name = { $name }
ghost-behind = { $seconds } s zurück
ghost-ahead = { $seconds } s voraus
ghost-faster = Schneller gefundene Paare: { $pairs }
ghost-other-level = Die Aufzeichnung des Geists stammt von einem anderen Level: Er kann auf diesem Brett nicht antreten
ghost-other-seed = Die Aufzeichnung des Geists ist ein anderes Austeilen dieses Levels (anderer Seed): Er kann auf diesem Brett nicht antreten
ghost-other-mode = Die Aufzeichnung des Geists wurde in einem anderen Modus gespielt: Er kann auf diesem Brett nicht antreten
ghost-not-proven = Die Aufzeichnung des Geists lässt sich nicht beweisen: { $reason }

## Der Trainer (von den Sieg- und Niederlagenbildschirmen)
finish-coach = Trainer
coach-title = Trainer
coach-working = Das Spiel wird durchgesehen…
coach-failed = Dieses Spiel lässt sich nicht durchsehen: { $reason }
coach-summary = { $links } Verbindungen in { $time } · Tipps { $hints } · Rücknahmen { $undos } · Neu gemischt { $redeals }
coach-page-timeline = Zeitleiste
coach-page-wait = Lange Pause { $n }
coach-page-closing = Sackgasse bei Zug { $n }
coach-no-closing = Kein Zug hat das Abräumen verbaut.
coach-closings = { $n ->
    [one] Ein Zug hat das Abräumen verbaut: siehe seine Seite.
   *[other] { $n } Züge haben das Abräumen verbaut: siehe ihre Seiten.
}
coach-legend-timeline = Balken: die Wartezeit vor jeder Verbindung (gold: die längsten). Blaue Linie: offene Verbindungen. Marken unten: Tipps (bernstein), Rücknahmen (rot), Neumischen (weiß).
coach-wait = { $wait } s vor Verbindung { $n } (bei { $at }): { $open } Verbindungen waren offen
coach-legend-wait = Blau: die damals offenen Verbindungen. Gold: deine Verbindung.
coach-closing = Nach Verbindung { $n } (bei { $at }) ließ sich das Brett nicht mehr abräumen; davor noch.
coach-legend-closing = Rot: die Verbindung, die das Abräumen verbaute. Blau: die damals offenen Verbindungen.
coach-try = Von hier üben
hud-practice = Übung
practice-from-here = Übung ab diesem Moment: nichts wird aufgezeichnet
practice-failed = Die Übung kann nicht beginnen: { $problem }
practice-parted = Das Übungsbrett weicht vom Spiel ab: du spielst ab der Abweichung weiter
finish-race-best = Gegen deine Bestzeit
ghost-no-best = Für dieses Level ist noch keine beste Aufzeichnung gespeichert
won-ghost = Gegen { $name }: du { $you }, der Geist { $ghost }
won-ghost-faster = Schneller gefundene Paare: { $n } von { $of } (Verbindungen { $which })
ghost-your-best = Deine Bestleistung

# Special tiles: the first-meet cards
special-card-new = Ein neuer Stein
special-card-ok = Verstanden
special-card-proof = Jede Verteilung bleibt lösbar: Das Spiel beweist es, bevor du das Brett siehst.
special-ice-name = Eis
special-ice-about = Ein gefrorener Stein kann nicht gewählt werden. Er taut, wenn ein Stein daneben (oben, unten, links oder rechts) entfernt wird.
special-lock-name = Schloss
special-lock-about = Ein verschlossener Stein kann erst gewählt werden, wenn sein Schlüssel entfernt ist: der Stein mit dem Schlüssel derselben Farbe.
special-hidden-name = Verdeckt
special-hidden-about = Ein verdeckter Stein zeigt sein Bild, wenn ein Stein daneben entfernt wird. Du kannst ihn auch verdeckt wählen, wenn du dich erinnerst oder rätst.
special-timer-name = Stoppuhr
special-timer-about = Ein Stein mit Stoppuhr gibt dir die Sekunden darunter, wenn du ihn entfernst.
slide-choose = Zwei Wege zum Schieben: Wähle einen Stein unter dem Pfeil des gewünschten

## What a screen reader says (spoken, never drawn): the faces of the tiles, the board's cells, what happens.
face-tile = Stein { $number }
face-mahjong = { $suit ->
    [characters] Zeichen { $number }
    [dots] Kreise { $number }
    [bamboo] Bambus { $number }
    [wind] { $number ->
        [1] Ostwind
        [2] Südwind
        [3] Westwind
       *[4] Nordwind
    }
    [dragon] { $number ->
        [1] Roter Drache
        [2] Grüner Drache
       *[3] Weißer Drache
    }
    [flower] Blume { $number }
   *[season] Jahreszeit { $number }
}
face-shape = { $shape ->
     [0] Kreis
     [1] Quadrat
     [2] Dreieck
     [3] Raute
     [4] Stern
     [5] Sechseck
     [6] Plus
     [7] Ring
     [8] Dreieck nach unten
     [9] Mondsichel
     [10] Funkeln
    *[11] Kreuz
}, { $colour ->
     [0] orange
     [1] himmelblau
     [2] blaugrün
     [3] zinnoberrot
     [4] blau
     [5] rotviolett
     [6] kastanienbraun
    *[7] schiefergrau
}{ $mark ->
    [1] , ein Punkt
    [2] , zwei Punkte
   *[0] {""}
}
face-critter = { $head ->
     [0] Bär
     [1] Katze
     [2] Hase
     [3] Maus
     [4] Frosch
    *[5] Küken
}, { $fur ->
     [0] orange
     [1] himmelblau
     [2] blaugrün
     [3] zinnoberrot
     [4] blau
     [5] rotviolett
    *[6] kastanienbraun
}
reader-board = Spielfeld, { $columns } Spalten, { $rows } Zeilen
reader-cell = { $face }, Zeile { $row }, Spalte { $column }
reader-empty = leer
reader-face-down = verdeckt
reader-held = noch nicht wählbar
reader-selected = gewählt
reader-block = Hindernis
reader-picked = { $face } gewählt
reader-linked = { $face } verbunden. Paare übrig: { $left }
reader-announcements = Meldungen
reader-hint = Tipp: { $face }, Zeile { $row }, Spalte { $column }, und Zeile { $other_row }, Spalte { $other_column }
reader-moved = Steine gefallen: { $n }
reader-shuffled = Die Steine wurden gemischt
reader-place = Zeile { $row }, Spalte { $column }
reader-empties = { $n } leer
reader-separator = {"; "}
reader-row = Zeile { $row }: { $cells }
reader-matches = { $face }: { $count ->
    [0] kein weiterer auf dem Brett
    [one] noch einer, bei { $places }
   *[other] noch { $count }, bei { $places }
}. Offene Paare: { $open }
reader-open-pairs = Offene Paare: { $open }
reader-opened = { $words }
reader-seconds-left = { $n ->
    [one] Noch eine Sekunde
   *[other] Noch { $n } Sekunden
}

card-title = 连连看 Lianliankan · { $level }
card-daily = 连连看 Lianliankan · Tagesaufgabe { $day } · Serie: { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}
card-links = { $n ->
    [one] { $n } Paar
   *[other] { $n } Paare
}
card-hints = { $n ->
    [0] keine Tipps
    [one] { $n } Tipp
   *[other] { $n } Tipps
}
card-cleared = { $time } · { $links } · { $hints }
card-not-cleared = Nicht geschafft · { $time } · { $links }
finish-copy = Ergebnis kopieren
card-race = Tritt gegen meine Bestzeit auf diesem Brett an: { $link }
race-link-no-server = Das Spiel von { $name } kann nicht geholt werden: kein Ranglisten-Server eingestellt (Optionen → Online). Das Brett gehört dir
card-copied = Ergebnis kopiert: schick es einem Freund
finish-animation = Als Animation speichern
coach-save-moment = Diesen Moment speichern
animation-saving = Die Animation wird gespeichert …
animation-busy = Es wird schon eine Animation gespeichert: eine nach der anderen
animation-saved = Animation gespeichert: { $file }
animation-failed = Die Animation konnte nicht gespeichert werden (siehe Protokoll)
card-copy-failed = Die Zwischenablage war nicht erreichbar
