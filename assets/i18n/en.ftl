# The game's words in English. Every message here must also be in zh.ftl (a test checks).
# Placeables such as { $n } are filled in by the game.

## Title screen
title-name = 连连看
title-subtitle = Lianliankan
title-tagline = link pairs of tiles with at most two turns
title-controls = arrows + Enter, or the mouse
menu-play = Play
menu-levels = Levels
menu-settings = Settings
menu-quit = Quit
menu-back = Back
menu-main = Main menu

## Pause
pause-title = Paused
pause-title-race = Race menu
pause-why = the clock is stopped
pause-why-race = the race goes on: your clock is running
pause-why-reason = paused: { $reason }; the clock is stopped
pause-reason-focus = the window lost focus
pause-reason-pad = the controller was disconnected
pad-connected = Controller connected: { $name }
pad-disconnected = Controller disconnected
pause-resume = Resume
pause-retry = Retry this board

## Settings
settings-title = Settings
settings-controls = Left/Right change the focused setting
setting-volume = Effects volume  < { $value }% >
setting-music = Music  < { $value }% >
setting-sound = Sound  < { $value } >
setting-speed = Removal speed  < { $value } >
setting-cursor = Always show cursor  < { $value } >
setting-theme = Theme  < { $value } >
setting-fullscreen = Full screen  < { $value } >
setting-contrast = High-contrast tiles  < { $value } >
setting-motion = Motion  < { $value } >
setting-size = Text size  < { $value }% >
setting-zoom = Board zoom  < { $value }% >
zoom-now = Board zoom { $percent }%
setting-language = Language  < { $value } >
setting-tile-set = Tiles  < { $value } >
setting-colour-vision = Colour vision  < { $value } >
setting-background = Background  < { $value } >
setting-chinese-style = Any flower, any season (mahjong)  < { $value } >
tile-set-shapes = shapes
tile-set-mahjong = mahjong

## Controls
settings-open-controls = Controls
controls-title = Controls
controls-row = { $action }:  { $keys }
controls-hint = Choose an action, then press its new key (Shift or Ctrl may be held with it). Esc gives up.
controls-waiting = Press the new key for “{ $action }” (Esc gives up)
controls-clash = { $key } is taken by “{ $other }”: “{ $action }” keeps its keys
controls-reset = Reset to defaults
controls-reset-done = Every key is back to its default
action-cursor-up = Cursor up
action-cursor-down = Cursor down
action-cursor-left = Cursor left
action-cursor-right = Cursor right
action-pick = Pick a tile
action-let-go = Let go (or pause)
action-undo = Undo
action-redo = Redo
action-pause = Pause
action-restart = Restart the deal
action-previous-level = Previous level
action-next-level = Next level
action-open-editor = Level editor
action-screenshot = Screenshot
action-replay-speed = Replay speed
action-throw-item = Throw a race item
action-next-target = Aim at the next opponent
action-read-row = Read the row aloud
action-read-matches = Read a tile's matches aloud
action-zoom-in = Zoom in on the board
action-zoom-out = Zoom out of the board
tile-set-critters = critters
tile-set-too-few-kinds = This level has { $needs } kinds of tile and the { $set } tiles only { $has }: it is shown with { $shown }
tile-sheet-size = { $path }: the sheet is { $width }×{ $height } pixels, but should be { $columns } columns × { $rows } rows of square faces, each { $min } to { $max } pixels: its tiles are shown with another set
tile-sheet-too-few = { $path }: the sheet holds { $faces } faces, but its set has { $kinds } kinds
tile-sheet-unreadable = { $path }: the sheet cannot be read as a picture: its tiles are shown with another set
value-on = on
value-off = off
speed-slow = slow
speed-normal = normal
speed-fast = fast
theme-system = system
theme-dark = dark
theme-light = light
motion-system = system
motion-full = full
motion-reduced = reduced
vision-typical = typical
vision-protan = red-blind (protan)
vision-deutan = green-blind (deutan)
vision-tritan = blue-blind (tritan)

## Level select
levels-title = Levels
levels-locked = locked
levels-not-cleared = not cleared
levels-locked-notice = Clear level { $n } to open this one
levels-broken = cannot be played
levels-broken-notice = Level { $n } cannot be played: its file has a problem (shown on it)
levels-page = Page { $page } of { $pages }
levels-page-previous = Previous
levels-page-next = Next
packs-title = Packs
packs-progress = { $levels } levels · { $cleared } cleared · { $stars } ★
packs-by = by { $author }
packs-problems = { $count ->
    [one] { $count } problem
   *[other] { $count } problems
}
editor-new-pack-name = My levels
editor-pack-made = New pack made: { $folder }
levels-next-locked = Clear this level to open the next one

## Won, lost, stuck
won-title = Cleared!
won-points = { $points } points   (time bonus { $bonus })
won-time = time { $time }
won-best = best { $points } points, { $time }
won-helped = with help: { $help }
won-unaided = best without help: { $points } points, { $time }
won-unaided-none = no clear without help yet
help-power-up = { $title } ×{ $n }
help-undos = { $n ->
    [one] one undo
   *[other] { $n } undos
}
levels-unaided = unaided { $points }  { $time }
news-best-both = New best score and time!
news-best-score = New best score!
news-best-time = New best time!
finish-next = Next level
finish-retry = Retry
finish-menu = Menu
lost-title = Time's up
lost-goal-title = Goal missed
lost-goal = the links ran out at { $done } of { $needed }
lost-pairs-left = { $n ->
    [one] one pair was left
   *[other] { $n } pairs were left
}
stuck-title = No moves left
stuck-why = No pair can be linked, and the tiles left cannot be re-dealt
stuck-power-ups = Power-ups in the bar still work
stuck-undo = Undo
stuck-back = Back to the board
stuck-new-deal = New deal

## Play
hud-pause = Pause ({ $key-pause })
hud-points = { $total } points
hud-combo = combo x{ $combo }   { $total } points
hud-test-play = Test play (E: back to the editor)
hud-replay = Replay ({ $key-replay-speed }: fast or normal speed)
hud-time-left = { $clock } left
hud-frozen = (frozen { $seconds }s)
hud-pairs-left = { $n ->
    [one] one pair left
   *[other] { $n } pairs left
}
hud-seed = seed { $seed }
board-code = Board code: { $code }
menu-enter-code = Enter a code
code-title = Play a friend’s board
code-about = Type the board’s code (such as LLK-40G9-38MH-Y4G0-5P) and press Enter: the same level or quick game, mode and deal.
code-not-a-code = That is not a board code: a code has letters and digits after LLK.
code-typo = A character is mistyped or missing: check the code again.
code-newer = This code was made by a newer version of the game.
code-unknown = This game has no such board: the level has changed since the code was made, or it is not one of this game’s levels.
hud-rule-gravity = gravity { $way }
hud-rule-turns = { $n ->
    [0] straight links only
    [one] links of one turn
   *[other] links of { $n } turns
}
hud-rule-any-turns = links of any turns
hud-rule-slides = tiles slide
goal-board = Goal: clear the board { $done }/{ $needed }
goal-ice = Goal: clear every ice tile { $done }/{ $needed }
goal-pairs = Goal: clear pairs { $done }/{ $needed } of
goal-links = ·  links { $links }/{ $most }
goal-aim-board = Clear the board
goal-aim-ice = Clear the ice
goal-aim-pairs = Pairs of one kind
goal-links-any = no limit
hud-moves-left = { $n ->
    [0] no moves
    [one] one move
   *[other] { $n } moves
}
notice-speed-not-recorded = At another speed than normal, nothing played is saved or sent
notice-redealt = No moves left: the tiles were re-dealt
refused-same-tile = That is one tile: pick its partner
refused-not-a-tile = No tile there
refused-different-kinds = Different tiles: only a matching pair links
refused-other-group = Flowers pair with flowers, seasons with seasons
refused-too-many-turns = { $limit ->
    [0] No link: it needs a turn, and this level allows none
    [one] No link: it needs more than { $limit } turn
   *[other] No link: it needs more than { $limit } turns
}
refused-only-through-ring = No link: only through the ring round the board, which this level does not allow
refused-walled-off = No link: no way through between these tiles
refused-frozen = Frozen: remove a tile beside it first
refused-locked = Locked: remove its key first (the tile with the key of the same colour)
refused-not-yet = { $special }: it cannot be picked yet
banner-unplayable = This level cannot be played:
banner-fix = Fix the file and save it to play it, or press { $key-next-level } for the next level.
deal-failed = cannot deal level “{ $name }”: { $error }
deal-error-no-tiles = the layout has no tile cells
deal-error-odd-tiles = the layout has { $n } tile cells; tiles come in pairs, so it must be even
deal-error-kinds = { $kinds } kinds for { $pairs } pairs: there must be at least one kind and at most one kind per pair
deal-error-no-deal = no clearable deal found in { $attempts } attempts: some tile cells cannot be linked to any other (walled in by stones?)
deal-error-not-settled = the tile at column { $column }, row { $row } would slide before the first move; under gravity every tile must start at rest
deal-error-special-no-tile = the special tile at column { $column }, row { $row } is on no tile
deal-error-goal = none of { $attempts } deals could meet the goal within { $links } links
deal-error-stopped = the work took too long and was stopped
deal-error-special-key = the lock at column { $column }, row { $row } names the key at column { $key_column }, row { $key_row }, which is not another tile
deal-error-special-lock-circle = the lock at column { $column }, row { $row } is in a circle of locks, each waiting for the next: none opens
deal-error-special-gravity = special tiles need tiles that stay in their cells: gravity and sliding move them
progress-not-saved = Progress cannot be saved ({ $error }); the game goes on without saving
settings-not-saved = Settings cannot be saved ({ $error }); they hold for this run
notice-no-audio = No sound device answers: the game plays silent
failure-title = Lianliankan cannot go on
failure-no-gpu = No graphics driver with Vulkan was found. Install your system's Vulkan driver (on Debian and Ubuntu: mesa-vulkan-drivers) and start the game again.
failure-crash = The game met an error it cannot recover from: { $details }

## Power-ups
power-up-hint = Hint
power-up-bomb = Bomb
power-up-shuffle = Shuffle
power-up-freeze = Freeze
power-up-reveal = Reveal
power-up-lightning = Lightning
power-up-unknown = No power-up called “{ $name }”
power-up-none-left = No { $title } left
power-up-aim-tile = { $title }: pick a tile ({ $key-let-go } cancels)
power-up-aim-kind = { $title }: pick a tile of the kind ({ $key-let-go } cancels)
power-up-level-unknown = This level grants power-ups the game does not have: { $names }
hint-busy = Still looking for a pair
hint-none = No safe pair to show: the board is about to be re-dealt
bomb-busy = The last bomb has not gone off yet
bomb-no-partner = No partner for that tile keeps the board clearable
bomb-stale = The board changed before the bomb went off: try again
shuffle-busy = The last shuffle is still being dealt
shuffle-no-board = No board to shuffle
shuffle-cannot = The tiles left cannot be shuffled into a clearable board
shuffle-stale = The board changed before the shuffle: try again
reveal-needs-tile = Reveal needs a tile
lightning-needs-tile = Lightning needs a tile

## Editor
editor-title = Level editor
editor-new-level = New Level
editor-editing-file = Editing { $file }
editor-editing-copy = Editing a copy of the level in play
editor-cannot-play = Cannot play: { $error }
editor-saved = Saved { $file }
editor-not-saved = Not saved: { $error }
editor-brush-tile = Tile 1
editor-brush-empty = Empty 2
editor-brush-stone = Stone 3
editor-width-less = W- [
editor-width-more = W+ ]
editor-height-less = H- ;
editor-height-more = H+ '
editor-kinds-less = Kinds- -
editor-kinds-more = Kinds+ =
editor-turns = Turns T
editor-ring = Ring R
editor-mirror = Mirror M
editor-undo = Undo Ctrl+Z
editor-redo = Redo Ctrl+Y
editor-symmetry-none = off
editor-symmetry-left-right = left–right
editor-symmetry-top-bottom = top–bottom
editor-symmetry-both = both ways
editor-fill = Fill F
editor-clear = Clear C
editor-test-play = Test play P
editor-save = Save Ctrl+S
editor-leave = Back to game Esc
editor-size = { $width } x { $height } cells
editor-tiles = { $tiles } tiles
editor-odd = (odd: add or remove one)
editor-kinds = { $kinds } kinds
editor-rules = turns: { $turns }   ring: { $ring }
editor-brush = brush: { $brush }   mirror: { $mirror }
editor-turns-any = any
editor-brush-name-tile = tile
editor-brush-name-empty = empty
editor-brush-name-stone = stone
editor-mouse = mouse: left paints, right erases
editor-brush-plain = No special
editor-special-needs-tile = Special tiles go on tiles: paint a tile here first.
editor-lock-choose-key = Now click the tile that is this lock's key (the same tile again gives up).
editor-lock-too-many-keys = A level has at most { $most } keys (A to Z): use a key already placed.
editor-page-board = Board F2
editor-page-level = Level F2
field-name = Name
field-name-zh = Chinese name
field-id = Id
field-time-limit = Time limit (s)
field-stars = Stars
field-seed = Seed
field-difficulty = Difficulty
field-gravity = Gravity
field-chinese-style = Any flower
field-chinese-choice = player's choice
field-tiles-slide = Tiles slide
field-goal = Goal
field-goal-pairs = Pairs, kind
field-goal-links = Within links
field-board = Board
field-board-dealt = dealt
field-board-painted = painted by hand
field-kind-brush = Paint kind
field-power-ups = Power-ups granted
field-pack = Save into
field-pack-new = a new pack
field-new-pack = New pack
field-empty-name-zh = (the name)
field-empty-id = (the file's name)
field-empty-time = (no limit)
field-empty-seed = (a new deal each time)
field-expected-whole = expected a whole number, such as 120
field-expected-fraction = expected a number from 0 to 1, such as 0.6
field-checking = Checking…
field-check-good = ✓ The level checks: a clearable deal in { $ms } ms
field-check-no-deal = No clearable deal: { $error }
field-check-problems = { $count ->
    [one] { $count } problem
   *[other] { $count } problems
}
gravity-none = none
gravity-down = down
gravity-up = up
gravity-left = left
gravity-right = right
gravity-split_vertical = up and down from the middle
gravity-split_horizontal = left and right from the middle
gravity-towards_centre = towards the centre

## Problems found in a level file (file:line:column comes before each).
# The problems, one a line; a problem after its place.
problem-list = { $problems }
problem-at = { $place }: { $problem }
problem-too-big = the file is { $bytes } bytes; a level file is at most { $most }
problem-syntax = { $detail }
problem-not-utf8 = not UTF-8 text (bad byte at offset { $offset })
problem-cannot-read = cannot read: { $error }
problem-name-empty = the name is empty
problem-name-long = the name is longer than { $most } characters
problem-names-code = names: { $code } is not a language code; expected one like "zh"
problem-names-length = names: the { $code } name must be 1 to { $most } characters
problem-id = id { $id }: expected 1 to { $most } lowercase letters, digits, '-' or '_'
problem-background = background { $id }: expected 1 to { $most } letters, digits, '.', '-' or '_' (a background's id, such as "fret" or "desktop.egyptian")
problem-time-limit = time_limit is { $seconds } seconds; expected 1 to { $most }
problem-power-up-name = power-up name { $name }: expected lowercase letters, digits and '_'
problem-power-up-count = power-up { $name }: { $count } uses; at most { $most }
problem-difficulty = difficulty is { $value }; expected 0.0 (near partners) to 1.0 (far)
problem-stars = stars { $stars }: expected three rising scores for one, two and three stars
problem-no-tiles = the layout has no tile cells ('x')
problem-odd-tiles = the layout has { $tiles } tile cells; tiles come in pairs, so it must be even
problem-kinds = kinds is { $kinds }; expected 1 to { $most } (the layout holds { $pairs } pairs, and the game draws { $faces } faces)
problem-kinds-with-fixed = kinds cannot be set with fixed: the fixed tiles say which kinds there are
problem-rows-empty = { $field } is empty; expected rows of cells
problem-rows-too-big = { $field } is { $size } cells; the most is { $most }
problem-row-length = { $field } row { $row } has { $cells } cells; the first row has { $width }, and every row must match
problem-cell = { $field } row { $row } column { $column }: found { $found }, expected { $expected }
problem-expected-layout = 'x' (tile cell), '.' (empty) or '#' (obstacle)
problem-expected-fixed = a letter or digit (the tile's kind), '.' (empty) or '#' (obstacle)
problem-expected-specials = '.' (none), 'I' (ice), 'H' (hidden), 'T' (timer), a small letter (a lock) or the capital of a lock's letter (its key); a mod's special tiles bring their own marks
problem-specials-size = specials is { $size } cells and the layout { $layout }: they must be the same size
problem-specials-no-tile = specials row { $row } column { $column }: { $found } is on no tile of the layout
problem-goal-no-ice = the goal is to clear the ice, and the level has no ice tile (specials: I)
problem-goal-kind = goal kind { $kind } is not a kind this level deals; expected a letter from a for the first kind
problem-goal-pairs = goal asks { $pairs } pairs of { $kind }; expected 1 to { $most } (the pairs of it every deal has)
problem-goal-pairs-needs = goal clear: pairs needs kind (a letter) and pairs (how many)
problem-goal-kind-without-pairs = goal kind and pairs go with clear: pairs only
problem-goal-board-links = clearing the board takes a link for every pair: within_links goes with clear: ice or clear: pairs
problem-goal-links = goal within_links is { $links }; expected 1 to { $most } (the pairs on the board)
problem-specials-no-key = specials row { $row } column { $column }: the lock { $found } has no key; mark the tile that opens it { $key }
problem-specials-key-twice = specials row { $row } column { $column }: the key { $found } is marked twice; a lock has one key
problem-specials-gravity = special tiles and gravity do not go together: tiles would leave their cells
problem-specials-sliding = special tiles and sliding tiles do not go together: tiles would leave their cells
problem-specials-with-fixed = special tiles go with dealt boards: a fixed board cannot have them
problem-slides = layout row { $row } column { $column }: under gravity { $gravity } this tile would slide at the start; put a tile, an obstacle or the board edge { $side }
problem-slides-centre = layout row { $row } column { $column }: under gravity { $gravity } this tile would slide at the start; put a tile or an obstacle { $side }, or move it against the centre line
problem-side-below = below it
problem-side-above = above it
problem-side-left = to its left
problem-side-right = to its right
problem-fixed-size = fixed is { $size } cells but the layout is { $layout }; they must match
problem-fixed-cell = fixed row { $row } column { $column } does not match the layout (a tile needs a kind there exactly where the layout has 'x')
problem-fixed-unpaired = fixed kinds with an odd number of tiles cannot all be paired: { $kinds }
problem-fixed-stuck = the fixed board cannot be cleared: every order of removals gets stuck
problem-fixed-gave-up = gave up proving the fixed board clearable after { $seconds } s and { $positions } positions: { $limit }. A fixed board is dealt exactly as written, so it must be proven: make it smaller or less tangled
problem-budget-time = its time ran out
problem-budget-positions = it may look at no more than { $most } positions
problem-budget-memory = the search may hold no more than { $most } MiB (remembered positions, and the boards and moves it is trying)

## A save file (progress, settings) that could not be read at start-up.
save-unreadable-kept = { $file }: cannot be read ({ $error }); it is left as it is and nothing will be saved over it this time
save-unreadable = { $file }: cannot be read ({ $error }); starting fresh
save-damaged-moved = { $file } is damaged ({ $problem }); starting fresh, the damaged file is kept as { $backup }
save-damaged-stays = { $file } is damaged ({ $problem }); starting fresh; it could not be moved aside ({ $error }), so it is left as it is and nothing will be saved over it this time
save-problem-syntax = line { $line }, column { $column }: { $detail }
save-problem-utf8 = not UTF-8 text: { $detail }
save-problem-too-large = the file is { $bytes } bytes; a save is at most { $most }

## Showing a replay
replay-showing = Replay: { $key-replay-speed } for fast or normal speed, { $key-pause } to pause
replay-speed = Replay speed ×{ $speed }
replay-parted = The game answers otherwise than the replay at { $time } s: the replay stops here

## Modes of play
menu-modes = Modes
modes-title = Modes
mode-classic = Classic
mode-classic-about = The level pack as it is: the clock, the stars, the records.
mode-relaxed = Relaxed
mode-relaxed-about = The same levels with no clock, free hints and no points for time.
mode-daily = Daily challenge
mode-daily-about = One board a day, the same for everyone. The first game counts.
daily-today-open = Today ({ $date }): not played yet
daily-today-begun = Today: begun (it counts as played)
daily-today-cleared = Today: cleared, { $points } points in { $time }
daily-today-lost = Today: not cleared ({ $points } points); play again for practice
daily-streak = Streak: { $days ->
    [one] { $days } day
   *[other] { $days } days
}
daily-cleared = Daily challenge cleared! Streak: { $days ->
    [one] { $days } day
   *[other] { $days } days
}
daily-over = Today's attempt is over; the board stays for practice
hud-relaxed = Relaxed
hud-daily-practice = Practice
mode-time-attack = Time attack
mode-time-attack-about = One minute; every link gives two seconds back; a cleared board brings the next.
mode-endless = Endless
mode-endless-about = Board after board, each harder, until the clock wins one.
hud-time-attack = Time attack
hud-endless = Endless
hud-run = board { $stage } · { $points } banked
run-next-board = Board { $stage }! { $points } points so far
run-over-title = Run over
run-result = { $points } points, { $boards ->
    [one] { $boards } board cleared
   *[other] { $boards } boards cleared
}
run-new-best = A new best run!
run-best = Best run: { $points } points
run-first = Your first run
run-again = Play again

## The first lesson
menu-lesson = Lesson
lesson-progress = Lesson · step { $step } of { $steps }
lesson-straight = Click the two framed tiles: matching tiles link along a straight line.
lesson-one-turn = A link may turn a corner. Link the framed pair: one turn.
lesson-two-turns = Stones are in the way: the link goes round them with two turns.
lesson-ring = A link may also run round the outside of the board. Link the framed pair that way.
lesson-three-turns = Two turns at most! Try the framed pair: it needs three, so it is refused.
lesson-hint = Stuck? Press the Hint button (H) to see a pair that can be linked.
lesson-hint-shown = The hint shows a pair: link it.
lesson-well-done = Well done!
lesson-refused-seen = Right: three turns is one too many.
lesson-skip = Skip lesson ({ $key-let-go })
lesson-done = Lesson complete: enjoy the game!
## Continuing the game kept from last time
menu-continue = Continue
continue-resumed = Game continued where you left off
continue-catching-up = Continuing where you left off…
continue-set-aside = The game kept from last time cannot be continued ({ $problem }); it is kept as { $backup }
continue-set-aside-failed = The game kept from last time cannot be continued ({ $problem }); it could not be moved aside ({ $error })
continue-failed = The kept game cannot be continued: { $problem }
continue-parted = The kept game does not play out as recorded: it has been set aside, and you play on from where it parted

## The online leaderboards
online-sending = Sending to the leaderboard…
online-waiting = Will be sent to the leaderboard when online
online-rank-daily = Rank { $rank } on today's board
online-rank-time-attack = Rank { $rank } on the time-attack board
online-rank-endless = Rank { $rank } on the endless board
online-rank-level = Rank { $rank } on this level's board
online-refused = The leaderboard did not take this game: { $reason }
online-needs-name = Will be sent once you choose a name (Settings → Online)
online-title = Online
settings-open-online = Online
online-server = Server: { $value }
online-name = Your name: { $value }
online-value-none = none
online-server-bad = That is not a server address: write https://HOST or http://HOST:PORT (or nothing for none)
online-name-unset = Choose a name to rank your games: 1 to 16 letters or digits (Chinese characters too)
online-name-length = A name has 1 to { $most } characters; that one has { $chars }
online-name-character = A name has only letters and digits (Chinese characters too): “{ $char }” is neither
online-name-restricted = Names do not use “{ $char }”: an invisible letter, a full-width or stylised form, or a letter no longer in use
online-name-mixed-scripts = That name mixes letters of scripts that are not written together
online-name-kept = Kept: it is registered once a server is set
online-name-binding = Registering { $name }…
online-name-bound = { $name } is yours on this server
online-name-taken = { $name } is taken by another player: choose another
online-name-refused = The server refused the name: { $reason }
online-name-offline = The server cannot be reached: the name is registered once it can be
online-key-warning = Your name is bound to a key kept in the file online/key in the game's data directory. Losing the key file loses the name: keep a copy.
online-sharing = Share my leaderboard games: { $value }
online-sharing-about = When shared, other players can fetch your leaderboard games and race them as ghosts. Off until you turn it on.
online-sharing-waiting = Your choice is sent once your name is registered and the server can be reached
online-sharing-kept-on = Shared: other players can race your leaderboard games as ghosts
online-sharing-kept-off = Not shared: your leaderboard games stay yours
online-sharing-refused = The server refused your choice: { $reason }
online-typing-hint = Enter to type, Enter again to keep, Esc to leave as it was
leaderboard-title = Leaderboard
leaderboard-open = Leaderboard
leaderboard-board-daily = Today's board ({ $date })
leaderboard-board-time-attack = Time attack
leaderboard-board-endless = Endless
leaderboard-board-level = This level ({ $level })
leaderboard-loading = Loading…
leaderboard-unreachable = The server cannot be reached: { $reason }
leaderboard-empty = No entries yet: be the first
leaderboard-offline = No leaderboard server is set (Settings → Online)
leaderboard-switch = ← → another board
leaderboard-you = You: rank { $rank }
leaderboard-back = Back
leaderboard-race = Race
leaderboard-race-fetching = Fetching the game of { $name }…
leaderboard-race-failed = The game of { $name } cannot be raced: { $reason }
leaderboard-name = You play as { $name }. Your name is bound to the key file online/key in the data directory: losing the key file loses the name.

# Race rooms
menu-race = Race
hud-race = Race
race-title = Race
race-about = Race 2 to 6 players on the same board: the first to clear wins.
race-create = Create a room
race-items-on = Items: on
race-items-off = Items: off
race-level = Level: { $level }
race-level-server = Level: the server picks
race-join = Join room { $code }
race-join-empty = Join: type a room's six letters
race-quick = Quick match
race-choose-name = Choose your name (Settings → Online)
race-back = Back
race-joining = Finding the room…
race-code = Room code
race-share = Share the code: friends join with it.
race-players = Players ({ $n } of 6)
race-host = { $name } (host)
race-host-you = { $name } (host, you)
race-you = { $name } (you)
race-start = Start the race
race-waiting = Waiting for the host to start…
race-leave = Leave the room
race-refused = The room says: { $reason }
race-offline = Connection lost: the race goes on here, unverified.
race-bad-level = The room's level does not read: you left the race.
race-dropped = { $name } is out of the race
race-connection-lost = Connection lost: the race goes on here, unverified
race-item-hide = hide
race-item-freeze = freeze
race-item-landed = { $name } threw { $item } at you!
race-item-thrown = { $item } thrown at { $name }
race-opponents = Opponents
race-pairs = { $n ->
    [one] one pair left
   *[other] { $n } pairs left
}
race-combo = combo ×{ $combo }
race-out = out
race-target = aimed at
race-held = Items held: { $items }
race-held-none = Items held: none
race-throw = Throw ({ $key-throw-item })
race-next-target = Next target ({ $key-next-target })
race-frozen = Frozen!
race-hidden = Tiles hidden!
race-result-title = Race over
race-you-cleared = You cleared in { $time }
race-you-not-cleared = You did not clear
race-pending = Verifying the order…
race-unverified = Not verified: the connection was lost
race-place = { $place }. { $name }   { $time }
race-place-out = { $place }. { $name }   did not clear
race-place-left = { $place }. { $name }   left the race
race-place-refused = { $place }. { $name }   clear not proven
race-to-title = To the title
race-computer-open = Race the computer
race-computer-level = Board: { $level }
race-computer-about = Computer players race you on the same board. They see what you see and take as long as a person would. Nothing is recorded.
race-computer-seats = Computer players: { $n }
race-computer-tier-row = Their play: { $tier }
race-computer-beginner = beginner
race-computer-club = club player
race-computer-expert = expert
race-computer-name = Computer { $n } ({ $tier })
race-computer-you = You

# Quick game
menu-quick-game = Quick game
quick-game = Quick game
quick-deal = Deal
quick-size = Board  < { $value } >
quick-size-custom = { $size }, custom
quick-width = Width  < { $value } >
quick-height = Height  < { $value } >
quick-difficulty = Difficulty  < { $value } >
quick-easy = easy
quick-medium = medium
quick-hard = hard
quick-easy-about = Easy: the two tiles of a pair are dealt close together.
quick-medium-about = Medium: the two tiles of a pair are dealt anywhere.
quick-hard-about = Hard: the two tiles of a pair are dealt far apart.
quick-gravity = Gravity  < { $value } >
quick-ring = Links round the board  < { $value } >
quick-slide = Tiles can slide  < { $value } >
quick-turns = Turns per link  < { $value } >
quick-kinds = Kinds of tile  < { $value } >
quick-kinds-auto = auto ({ $count })
quick-time = Time limit  < { $value } >
quick-time-none = none
quick-minutes = { $minutes } min
quick-keys = Left/Right change the focused choice · in play, N deals another board
action-new-deal = Deal a new board
finish-look = Look at the board
lesson-gravity = Some boards pull the tiles down. Link the framed pair and watch the tiles above fall into the gap.

# Hall of fame and statistics
menu-hall-of-fame = Hall of fame
menu-statistics = Statistics
hall-of-fame = Hall of fame
hall-no-board = No board cleared yet
hall-unaided = Clears without help
hall-assisted = Clears with help
hall-sorted = Sorted by { $order }
hall-sort-score = score
hall-sort-time = time
hall-sort-name = name
hall-sort-date = date
hall-name = Name
hall-score = Score
hall-time = Time
hall-date = Date
hall-empty = No clears here yet.
hall-player = Playing as { $name }
hall-keys = Left/Right: another list or player · Enter on the player: a new name
hall-clear = Clear this list
hall-clear-confirm = Really clear?
hall-placed = Hall of fame: place { $place }!
hall-board-quick = Quick game { $rules }
hall-board-relaxed = { $level } (relaxed)
hall-gravity = gravity { $way }
hall-no-ring = no ring
hall-turns = { $count } turns
hall-turns-any = any turns
hall-kinds = { $count } kinds
stats-title = Statistics
stats-totals = Games { $games } · Clears { $clears } · Best streak { $streak } · Days in a row { $days } · Hints { $hints }
stats-records = Levels cleared { $levels } · Level clears recorded { $clears } · Games with help { $helped }
stats-chart-days = Games per day, last { $days } days
stats-chart-size = Time to clear { $size }
stats-chart-levels = Levels: designer's estimate and yours
stats-legend-days = grey: games finished · gold: boards cleared
stats-legend-size = dots: each clear (time to clear) · gold line: the trend
stats-legend-levels = grey: the designer's estimate · gold: how it played for you (share of games not cleared unaided) · easy left, hard right
tile-set-desktop = desktop tiles
tile-set-by = { $set } by { $author }
tile-set-look-alikes = { $set } ({ $pairs ->
        [one] { $pairs } look-alike pair
       *[other] { $pairs } look-alike pairs
    })
tile-set-desktop-broken = The desktop tile set “{ $set }” cannot be used ({ $reason }): the game’s own tiles are shown
background-plain = Plain
background-felt = Green felt
background-wood = Walnut planks
background-fret = Lacquer fret
background-paper = Xuan paper
background-desktop = desktop background
background-broken = The background “{ $name }” cannot be shown ({ $reason }): the plain one is shown
ghost-title = Ghost
ghost-name = { $name }
ghost-behind = { $seconds } s behind
ghost-ahead = { $seconds } s ahead
ghost-faster = Pairs found faster: { $pairs }
ghost-other-level = This replay is of another level: its ghost cannot race on this board
ghost-other-seed = This replay is of another deal of this level (another seed): its ghost cannot race on this board
ghost-other-mode = This replay was played in another mode: its ghost cannot race on this board
ghost-not-proven = This replay does not prove, so it cannot race as a ghost: { $reason }

## The coach (from the win and lose screens)
finish-coach = Coach
coach-title = Coach
coach-working = Going over the game…
coach-failed = This game cannot be gone over: { $reason }
coach-summary = { $links } links in { $time } · hints { $hints } · undos { $undos } · re-deals { $redeals }
coach-page-timeline = Timeline
coach-page-wait = Long wait { $n }
coach-page-closing = Clear lost at link { $n }
coach-no-closing = No link closed off a clear.
coach-closings = { $n ->
    [one] One link closed off a clear: see its page.
   *[other] { $n } links closed off a clear: see their pages.
}
coach-legend-timeline = Bars: the wait before each link (gold: the longest). Blue line: links open. Marks along the foot: hints (amber), undos (red), re-deals (white).
coach-wait = { $wait } s before link { $n } (at { $at }): { $open ->
    [one] one link was open
   *[other] { $open } links were open
}
coach-legend-wait = Blue: the links open then. Gold: the link you made.
coach-closing = Link { $n } (at { $at }) left a board that can no longer be cleared; before it, it could be.
coach-legend-closing = Red: the link that closed off the clear. Blue: the links open then.
coach-try = Try from here
hud-practice = Practice
practice-from-here = Practice from this moment: nothing is recorded
practice-failed = Practice cannot start: { $problem }
practice-parted = The practice board parts from the game it came from: you play on from where it parted
finish-race-best = Race your best
ghost-no-best = No best replay of this level is kept yet
won-ghost = Against { $name }: you { $you }, the ghost { $ghost }
won-ghost-faster = Pairs found faster: { $n } of { $of } (links { $which })
ghost-your-best = Your best

# Special tiles: the first-meet cards
special-card-new = A new tile
special-card-ok = Got it
special-card-proof = Every deal can still be cleared: the game proves it before you see the board.
special-ice-name = Ice
special-ice-about = A frozen tile cannot be picked. It thaws when a tile beside it (above, below, left or right) is removed.
special-lock-name = Lock
special-lock-about = A locked tile cannot be picked until its key is removed: the tile with a key of the same colour.
special-hidden-name = Face down
special-hidden-about = A face-down tile shows its face when a tile beside it is removed. You may still pick it face down, if you remember or guess.
special-timer-name = Stopwatch
special-timer-about = A tile with a stopwatch gives you the seconds written under it when you remove it.
slide-choose = Two ways to slide: pick a tile under the arrow of the one you want

## What a screen reader says (spoken, never drawn): the faces of the tiles, the board's cells, what happens.
face-tile = Tile { $number }
face-mahjong = { $suit ->
    [characters] Characters { $number }
    [dots] Dots { $number }
    [bamboo] Bamboo { $number }
    [wind] { $number ->
        [1] East wind
        [2] South wind
        [3] West wind
       *[4] North wind
    }
    [dragon] { $number ->
        [1] Red dragon
        [2] Green dragon
       *[3] White dragon
    }
    [flower] Flower { $number }
   *[season] Season { $number }
}
face-shape = { $shape ->
     [0] circle
     [1] square
     [2] triangle
     [3] diamond
     [4] star
     [5] hexagon
     [6] plus
     [7] ring
     [8] triangle pointing down
     [9] crescent
     [10] sparkle
    *[11] cross
}, { $colour ->
     [0] orange
     [1] sky blue
     [2] bluish green
     [3] vermilion
     [4] blue
     [5] reddish purple
     [6] maroon
    *[7] slate
}{ $mark ->
    [1] , one dot
    [2] , two dots
   *[0] {""}
}
face-critter = { $head ->
     [0] bear
     [1] cat
     [2] rabbit
     [3] mouse
     [4] frog
    *[5] chick
}, { $fur ->
     [0] orange
     [1] sky blue
     [2] bluish green
     [3] vermilion
     [4] blue
     [5] reddish purple
    *[6] maroon
}
reader-board = Board, { $columns } columns by { $rows } rows
reader-cell = { $face }, row { $row }, column { $column }
reader-empty = empty
reader-face-down = face down
reader-held = cannot be picked yet
reader-selected = selected
reader-block = block
reader-picked = Picked { $face }
reader-linked = Linked { $face }. Pairs left: { $left }
reader-announcements = Announcements
reader-hint = Hint: { $face }, row { $row }, column { $column }, and row { $other_row }, column { $other_column }
reader-moved = Tiles fell: { $n }
reader-shuffled = The tiles were shuffled
reader-place = row { $row }, column { $column }
reader-empties = { $n } empty
reader-separator = {"; "}
reader-row = Row { $row }: { $cells }
reader-matches = { $face }: { $count ->
    [0] no other on the board
    [one] one more, at { $places }
   *[other] { $count } more, at { $places }
}. Open pairs: { $open }
reader-open-pairs = Open pairs: { $open }
reader-opened = { $words }
reader-seconds-left = { $n ->
    [one] One second left
   *[other] { $n } seconds left
}

card-title = 连连看 Lianliankan · { $level }
card-daily = 连连看 Lianliankan · Daily challenge { $day } · streak: { $days ->
    [one] { $days } day
   *[other] { $days } days
}
card-links = { $n ->
    [one] { $n } link
   *[other] { $n } links
}
card-hints = { $n ->
    [0] no hints
    [one] { $n } hint
   *[other] { $n } hints
}
card-cleared = { $time } · { $links } · { $hints }
card-not-cleared = Not cleared · { $time } · { $links }
finish-copy = Copy result
card-race = Race my best on this board: { $link }
race-link-no-server = { $name }'s game cannot be fetched: no leaderboard server is set (Settings → Online). The board is yours to play
card-copied = Result copied: paste it to a friend
finish-animation = Save as animation
coach-save-moment = Save this moment
animation-saving = Saving the animation…
animation-busy = An animation is being saved: one at a time
animation-saved = Animation saved: { $file }
animation-failed = The animation could not be saved (see the log)
card-copy-failed = The clipboard could not be reached
