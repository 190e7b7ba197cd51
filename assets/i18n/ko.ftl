# 게임의 한국어 텍스트입니다. en.ftl의 모든 메시지와 일대일로 대응해야 합니다(테스트로 확인).
# { $n } 같은 자리 표시자는 게임이 채웁니다. 변수 이름은 번역하지 마세요.
#
# 번역자 메모
# 언어: 한국어(ko).
# en.ftl(영어 원문)에서 번역했으며, 뜻을 확인할 때 zh.ftl(중국어 간체)을 참고했습니다.
# 용어: 게임 이름은 한자 그대로 「連連看」, 장르 이름은 「사천성」.
#   tile = 패, pair = 쌍, link = 잇다, turn = 꺾임(최대 두 번), board = 판, layout = 레이아웃,
#   cell = 칸, ring = 바깥 둘레, stone = 돌, obstacle = 장애물, level = 스테이지, pack = 스테이지 팩,
#   clear = 클리어, deal = 배치, shuffle = 섞기, power-up/item = 아이템, freeze(아이템) = 시간 정지,
#   reveal = 투시, race items hide/freeze = 가리기/빙결, undo/redo = 되돌리기/다시 실행(편집기 버튼은 재실행),
#   retry = 다시 하기, replay = 리플레이, leaderboard = 순위표, rank = 위, race = 대전, room = 방,
#   host = 방장, opponent = 상대, seed = 시드, streak = 연속, run = 도전, time attack = 타임 어택,
#   endless = 무한 모드, relaxed = 릴랙스, lesson = 튜토리얼, row/column = 행/열,
#   controller = 컨트롤러, on/off = 켬/끔.
#   복수형은 쓰지 않고 숫자와 단위(개, 쌍, 종, 점, 초, 일, 판)만 씁니다.
#   변수 바로 뒤에는 받침에 따라 모양이 바뀌는 조사를 두지 않았습니다(플레이어 이름 뒤에는 「님」).
#   버튼은 짧은 명사구, 설명문은 「-습니다」, 안내는 「-세요」체.
#   스테이지 파일의 필드 이름(layout, fixed, kinds, stars…)은 번역하지 않습니다.
# 사천성을 즐기는 한국어 원어민의 검토를 환영합니다. 수정 사항은 issue로 알려 주세요.

## 타이틀 화면
title-name = 連連看
title-subtitle = 사천성
title-tagline = 두 번까지 꺾이는 선으로 같은 패끼리 이으세요
title-controls = 방향키 + Enter, 또는 마우스
menu-play = 게임 시작
menu-levels = 스테이지 선택
menu-settings = 설정
menu-quit = 종료
menu-back = 뒤로
menu-main = 메인 메뉴

## 일시 정지
pause-title = 일시 정지
pause-title-race = 대전 메뉴
pause-why = 타이머가 멈췄습니다
pause-why-race = 대전은 계속됩니다: 타이머가 흐르고 있습니다
pause-why-reason = 일시 정지: { $reason }. 타이머가 멈췄습니다
pause-reason-focus = 창이 포커스를 잃었습니다
pause-reason-pad = 컨트롤러 연결이 끊어졌습니다
pad-connected = 컨트롤러 연결됨: { $name }
pad-disconnected = 컨트롤러 연결 끊김
pause-resume = 계속하기
pause-retry = 이 판 다시 하기

## 설정
settings-title = 설정
settings-controls = 좌우 키로 선택한 설정을 바꿉니다
setting-volume = 효과음 음량  < { $value }% >
setting-music = 음악  < { $value }% >
setting-sound = 사운드  < { $value } >
setting-speed = 패 제거 속도  < { $value } >
setting-cursor = 커서 항상 표시  < { $value } >
setting-theme = 테마  < { $value } >
setting-fullscreen = 전체 화면  < { $value } >
setting-contrast = 고대비 패  < { $value } >
setting-motion = 움직임  < { $value } >
setting-size = 글자 크기  < { $value }% >
setting-zoom = 보드 확대  < { $value }% >
zoom-now = 보드 확대 { $percent }%
setting-language = 언어  < { $value } >
setting-tile-set = 패 그림  < { $value } >
setting-colour-vision = 색각  < { $value } >
setting-background = 배경  < { $value } >
setting-chinese-style = 꽃패끼리·계절패끼리 (마작)  < { $value } >
tile-set-shapes = 도형
tile-set-mahjong = 마작패

## 조작
settings-open-controls = 키 설정
controls-title = 키 설정
controls-row = { $action }:  { $keys }
controls-hint = 동작을 고른 뒤 새 키를 누르세요 (Shift나 Ctrl과 함께 눌러도 됩니다). Esc로 취소합니다.
controls-waiting = “{ $action }”에 쓸 새 키를 누르세요 (Esc로 취소)
controls-clash = { $key } 키는 이미 “{ $other }”에 쓰이고 있습니다: “{ $action }”의 키는 그대로입니다
controls-reset = 기본값으로 초기화
controls-reset-done = 모든 키를 기본값으로 되돌렸습니다
action-cursor-up = 커서 위
action-cursor-down = 커서 아래
action-cursor-left = 커서 왼쪽
action-cursor-right = 커서 오른쪽
action-pick = 패 선택
action-let-go = 선택 해제 (또는 일시 정지)
action-undo = 되돌리기
action-redo = 다시 실행
action-pause = 일시 정지
action-restart = 처음부터 다시
action-previous-level = 이전 스테이지
action-next-level = 다음 스테이지
action-open-editor = 스테이지 편집기
action-screenshot = 스크린샷
action-replay-speed = 리플레이 속도
action-throw-item = 대전 아이템 던지기
action-next-target = 다음 상대 조준
action-read-row = 행 읽어 주기
action-read-matches = 같은 패 읽어 주기
action-zoom-in = 보드 크게
action-zoom-out = 보드 작게
tile-set-critters = 동물
tile-set-too-few-kinds = 이 스테이지에는 패가 { $needs }종 있지만 “{ $set }” 그림은 { $has }종뿐입니다: “{ $shown }” 그림으로 표시합니다
tile-sheet-size = { $path }: 이미지가 { $width }×{ $height } 픽셀이지만, 한 변이 { $min }~{ $max } 픽셀인 정사각형 그림이 { $columns }열 × { $rows }행으로 있어야 합니다: 다른 그림으로 표시합니다
tile-sheet-too-few = { $path }: 이미지의 그림은 { $faces }개인데 세트의 패는 { $kinds }종입니다
tile-sheet-unreadable = { $path }: 이미지로 읽을 수 없습니다: 다른 그림으로 표시합니다
value-on = 켬
value-off = 끔
speed-slow = 느리게
speed-normal = 보통
speed-fast = 빠르게
theme-system = 시스템
theme-dark = 어둡게
theme-light = 밝게
motion-system = 시스템
motion-full = 전체
motion-reduced = 줄임
vision-typical = 일반
vision-protan = 적색맹
vision-deutan = 녹색맹
vision-tritan = 청색맹

## 스테이지 선택
levels-title = 스테이지 선택
levels-locked = 잠김
levels-not-cleared = 미클리어
levels-locked-notice = { $n }번 스테이지를 클리어하면 열립니다
levels-broken = 플레이 불가
levels-broken-notice = { $n }번 스테이지는 플레이할 수 없습니다: 파일에 문제가 있습니다 (스테이지에 표시됨)
levels-page = { $page } / { $pages } 페이지
levels-page-previous = 이전
levels-page-next = 다음
packs-title = 스테이지 팩
packs-progress = 스테이지 { $levels }개 · 클리어 { $cleared } · { $stars } ★
packs-by = 제작: { $author }
packs-problems = 문제 { $count }개
editor-new-pack-name = 내 스테이지
editor-pack-made = 새 팩을 만들었습니다: { $folder }
levels-next-locked = 이 스테이지를 클리어하면 다음 스테이지가 열립니다

## 클리어·시간 초과·막힘
won-title = 클리어!
won-points = { $points }점   (시간 보너스 { $bonus })
won-time = 시간 { $time }
won-best = 최고 { $points }점, { $time }
won-helped = 사용한 도움: { $help }
won-unaided = 도움 없이 최고: { $points }점, { $time }
won-unaided-none = 아직 도움 없이 클리어한 기록이 없습니다
help-power-up = { $title } ×{ $n }
help-undos = 되돌리기 { $n }회
levels-unaided = 도움 없이 { $points }  { $time }
news-best-both = 최고 점수와 최단 시간 경신!
news-best-score = 최고 점수 경신!
news-best-time = 최단 시간 경신!
finish-next = 다음 스테이지
finish-retry = 다시 하기
finish-menu = 메뉴
lost-title = 시간 초과
lost-goal-title = 목표 실패
lost-goal = 연결을 다 썼을 때 { $done }/{ $needed }
lost-pairs-left = { $n }쌍이 남았습니다
stuck-title = 더 이을 패가 없음
stuck-why = 이을 수 있는 쌍이 없고, 남은 패는 다시 배치할 수 없습니다
stuck-power-ups = 아이템 바의 아이템은 아직 쓸 수 있습니다
stuck-undo = 되돌리기
stuck-back = 판으로 돌아가기
stuck-new-deal = 새로 배치

## 플레이
hud-pause = 일시 정지 ({ $key-pause })
hud-points = { $total }점
hud-combo = 콤보 x{ $combo }   { $total }점
hud-test-play = 테스트 플레이 (E: 편집기로)
hud-replay = 리플레이 ({ $key-replay-speed }: 빠르게/보통 속도)
hud-time-left = 남은 시간 { $clock }
hud-frozen = (시간 정지 { $seconds }초)
hud-pairs-left = 남은 쌍 { $n }
hud-seed = 시드 { $seed }
board-code = 판 코드: { $code }
menu-enter-code = 코드 입력
code-title = 친구의 판으로 하기
code-about = 판 코드(예: LLK-40G9-38MH-Y4G0-5P)를 입력하고 Enter: 같은 스테이지나 빠른 게임, 같은 모드, 같은 배치.
code-not-a-code = 판 코드가 아닙니다: 코드는 LLK 뒤의 영문자와 숫자입니다.
code-typo = 잘못 입력했거나 빠진 글자가 있습니다: 다시 확인해 주세요.
code-newer = 더 새로운 버전의 게임에서 만든 코드입니다.
code-unknown = 이 게임에는 그런 판이 없습니다: 코드를 만든 뒤 스테이지가 바뀌었거나 이 게임의 스테이지가 아닙니다.
hud-rule-gravity = 중력: { $way }
hud-rule-turns = { $n ->
    [0] 직선 연결만
   *[other] 꺾기 { $n }번까지
}
hud-rule-any-turns = 꺾기 제한 없음
hud-rule-slides = 패 밀기 가능
goal-board = 목표: 판 비우기 { $done }/{ $needed }
goal-ice = 목표: 얼음 패 모두 없애기 { $done }/{ $needed }
goal-pairs = 목표: 쌍 없애기 { $done }/{ $needed }
goal-links = ·  연결 { $links }/{ $most }
goal-aim-board = 판 비우기
goal-aim-ice = 얼음 패 없애기
goal-aim-pairs = 한 종류의 쌍
goal-links-any = 제한 없음
hud-moves-left = 가능한 수 { $n }
notice-speed-not-recorded = 보통 속도가 아닐 때는 플레이 내용을 저장하거나 보내지 않습니다
notice-redealt = 이을 수 있는 패가 없어 다시 배치했습니다
refused-same-tile = 같은 패입니다: 짝이 되는 다른 패를 고르세요
refused-not-a-tile = 그곳에는 패가 없습니다
refused-different-kinds = 다른 패입니다: 같은 패끼리만 이을 수 있습니다
refused-other-group = 꽃패는 꽃패끼리, 계절패는 계절패끼리 짝이 됩니다
refused-too-many-turns = { $limit ->
    [0] 이을 수 없습니다: 꺾어야 하는데 이 스테이지는 직선만 허용합니다
   *[other] 이을 수 없습니다: { $limit }번보다 많이 꺾어야 합니다
}
refused-only-through-ring = 이을 수 없습니다: 판의 바깥 둘레로만 갈 수 있는데 이 스테이지에서는 허용되지 않습니다
refused-walled-off = 이을 수 없습니다: 두 패 사이에 지나갈 길이 없습니다
refused-frozen = 얼어 있음: 먼저 옆의 패를 없애세요
refused-locked = 잠김: 먼저 같은 색 열쇠가 있는 패를 없애세요
refused-not-yet = { $special }: 아직 고를 수 없습니다
banner-unplayable = 이 스테이지는 플레이할 수 없습니다:
banner-fix = 파일을 고쳐 저장하면 플레이할 수 있습니다. { $key-next-level } 키를 누르면 다음 스테이지로 갑니다.
deal-failed = 스테이지 “{ $name }”의 패를 배치할 수 없습니다: { $error }
deal-error-no-tiles = 레이아웃에 패 칸이 없습니다
deal-error-odd-tiles = 레이아웃의 패 칸이 { $n }개입니다. 패는 쌍으로 나오므로 짝수여야 합니다
deal-error-kinds = { $pairs }쌍에 { $kinds }종: 종류는 1종 이상, 쌍의 수 이하여야 합니다
deal-error-no-deal = { $attempts }번 시도했지만 모두 없앨 수 있는 배치를 찾지 못했습니다: 어떤 칸과도 이어지지 않는 패 칸이 있습니다 (돌에 둘러싸여 있나요?)
deal-error-not-settled = { $row }행 { $column }열의 패가 첫 수 전에 미끄러집니다. 중력이 있으면 모든 패가 멈춘 상태로 시작해야 합니다
deal-error-special-no-tile = { $column }열 { $row }행의 특수 패 아래에 패가 없습니다
deal-error-goal = { $attempts }번 배치해도 { $links }번 연결 안에 목표를 이룰 수 없습니다
deal-error-stopped = 작업이 너무 오래 걸려 중단했습니다
deal-error-special-key = { $column }열 { $row }행의 자물쇠가 가리키는 열쇠 { $key_column }열 { $key_row }행은 다른 패가 아닙니다
deal-error-special-lock-circle = { $column }열 { $row }행의 자물쇠는 서로를 기다리는 고리 안에 있어 어느 것도 열리지 않습니다
deal-error-special-gravity = 특수 패는 패가 제자리에 있어야 합니다: 중력과 밀기는 패를 옮깁니다
progress-not-saved = 진행 상황을 저장할 수 없습니다 ({ $error }). 저장하지 않고 게임을 계속합니다
settings-not-saved = 설정을 저장할 수 없습니다 ({ $error }). 이번 실행 동안만 적용됩니다
notice-no-audio = 사용할 수 있는 사운드 장치가 없습니다. 소리 없이 진행됩니다
failure-title = 連連看을 계속할 수 없습니다
failure-no-gpu = Vulkan을 지원하는 그래픽 드라이버를 찾지 못했습니다. 시스템의 Vulkan 드라이버(Debian과 Ubuntu에서는 mesa-vulkan-drivers)를 설치한 뒤 게임을 다시 시작하세요.
failure-crash = 복구할 수 없는 오류가 발생했습니다: { $details }

## 아이템
power-up-hint = 힌트
power-up-bomb = 폭탄
power-up-shuffle = 섞기
power-up-freeze = 시간 정지
power-up-reveal = 투시
power-up-lightning = 번개
power-up-unknown = 이름이 “{ $name }”인 아이템은 없습니다
power-up-none-left = { $title } 아이템이 더 없습니다
power-up-aim-tile = { $title }: 패를 고르세요 ({ $key-let-go }: 취소)
power-up-aim-kind = { $title }: 종류를 정할 패를 고르세요 ({ $key-let-go }: 취소)
power-up-level-unknown = 이 스테이지에 게임에 없는 아이템이 설정되어 있습니다: { $names }
hint-busy = 아직 쌍을 찾고 있습니다
hint-none = 안전하게 보여 줄 쌍이 없습니다: 곧 다시 배치합니다
bomb-busy = 이전 폭탄이 아직 터지지 않았습니다
bomb-no-partner = 이 패에는 판을 모두 없앨 수 있는 상태로 유지하는 짝이 없습니다
bomb-stale = 폭탄이 터지기 전에 판이 바뀌었습니다: 다시 해 보세요
shuffle-busy = 이전 섞기가 아직 끝나지 않았습니다
shuffle-no-board = 섞을 판이 없습니다
shuffle-cannot = 남은 패를 섞어도 모두 없앨 수 있는 판이 되지 않습니다
shuffle-stale = 섞기 전에 판이 바뀌었습니다: 다시 해 보세요
reveal-needs-tile = 투시를 쓰려면 패를 골라야 합니다
lightning-needs-tile = 번개를 쓰려면 패를 골라야 합니다

## 스테이지 편집기
editor-title = 스테이지 편집기
editor-new-level = 새 스테이지
editor-editing-file = 편집 중: { $file }
editor-editing-copy = 플레이 중인 스테이지의 사본을 편집 중
editor-cannot-play = 플레이할 수 없습니다: { $error }
editor-saved = 저장했습니다: { $file }
editor-not-saved = 저장하지 못했습니다: { $error }
editor-brush-tile = 패 1
editor-brush-empty = 빈칸 2
editor-brush-stone = 돌 3
editor-width-less = 너비- [
editor-width-more = 너비+ ]
editor-height-less = 높이- ;
editor-height-more = 높이+ '
editor-kinds-less = 종류- -
editor-kinds-more = 종류+ =
editor-turns = 꺾임 T
editor-ring = 둘레 R
editor-mirror = 대칭 M
editor-undo = 되돌리기 Ctrl+Z
editor-redo = 재실행 Ctrl+Y
editor-symmetry-none = 끔
editor-symmetry-left-right = 좌우
editor-symmetry-top-bottom = 상하
editor-symmetry-both = 상하좌우
editor-fill = 채우기 F
editor-clear = 지우기 C
editor-test-play = 테스트 P
editor-save = 저장 Ctrl+S
editor-leave = 게임으로 Esc
editor-size = { $width } x { $height } 칸
editor-tiles = 패 { $tiles }개
editor-odd = (홀수: 하나를 더하거나 빼세요)
editor-kinds = { $kinds }종
editor-rules = 꺾임: { $turns }   둘레: { $ring }
editor-brush = 브러시: { $brush }   대칭: { $mirror }
editor-turns-any = 제한 없음
editor-brush-name-tile = 패
editor-brush-name-empty = 빈칸
editor-brush-name-stone = 돌
editor-mouse = 마우스: 왼쪽 버튼으로 칠하기, 오른쪽 버튼으로 지우기
editor-brush-plain = 특수 없음
editor-special-needs-tile = 특수 패는 패 위에만 놓입니다: 먼저 여기에 패를 칠하세요.
editor-lock-choose-key = 이제 이 자물쇠의 열쇠가 될 패를 누르세요 (같은 패를 다시 누르면 취소).
editor-lock-too-many-keys = 한 레벨의 열쇠는 최대 { $most }개입니다 (A~Z): 이미 놓은 열쇠를 쓰세요.
editor-page-board = 판 F2
editor-page-level = 스테이지 F2
field-name = 이름
field-name-zh = 중국어 이름
field-id = ID
field-time-limit = 제한 시간 (초)
field-stars = 별 점수
field-seed = 시드
field-difficulty = 난이도
field-gravity = 중력
field-chinese-style = 꽃패 규칙
field-chinese-choice = 플레이어가 선택
field-tiles-slide = 패 밀기
field-goal = 목표
field-goal-pairs = 쌍, 종류
field-goal-links = 연결 제한
field-board = 판
field-board-dealt = 무작위 배치
field-board-painted = 직접 배치
field-kind-brush = 칠할 패 종류
field-power-ups = 지급 아이템
field-pack = 저장 위치
field-pack-new = 새로운 팩
field-new-pack = 새 팩
field-empty-name-zh = (이름과 같음)
field-empty-id = (파일 이름)
field-empty-time = (제한 없음)
field-empty-seed = (매번 새로 배치)
field-expected-whole = 120처럼 정수를 입력하세요
field-expected-fraction = 0.6처럼 0~1 사이의 수를 입력하세요
field-checking = 확인 중…
field-check-good = ✓ 스테이지 정상: { $ms } ms 만에 모두 없앨 수 있는 배치 확인
field-check-no-deal = 모두 없앨 수 있는 배치가 없습니다: { $error }
field-check-problems = 문제 { $count }개
gravity-none = 없음
gravity-down = 아래
gravity-up = 위
gravity-left = 왼쪽
gravity-right = 오른쪽
gravity-split_vertical = 가운데에서 위아래로
gravity-split_horizontal = 가운데에서 좌우로
gravity-towards_centre = 가운데로

## 스테이지 파일의 문제 (각 문제 앞에 파일:행:열이 붙습니다).
# 문제는 한 줄에 하나씩, 위치 뒤에 나옵니다.
problem-list = { $problems }
problem-at = { $place }: { $problem }
problem-too-big = 파일 크기가 { $bytes }바이트입니다. 스테이지 파일은 최대 { $most }바이트입니다
problem-syntax = { $detail }
problem-not-utf8 = UTF-8 텍스트가 아닙니다 (오프셋 { $offset }에 잘못된 바이트)
problem-cannot-read = 읽을 수 없습니다: { $error }
problem-name-empty = 이름(name)이 비어 있습니다
problem-name-long = 이름(name)이 { $most }자를 넘습니다
problem-names-code = names: “{ $code }”: 언어 코드가 아닙니다. "zh" 같은 코드여야 합니다
problem-names-length = names: { $code } 이름은 1~{ $most }자여야 합니다
problem-id = id { $id }: 영문 소문자, 숫자, '-', '_'로 1~{ $most }자여야 합니다
problem-background = 배경 { $id }: 1~{ $most }자의 영문자, 숫자, '.', '-', '_'가 필요합니다 ("fret"이나 "desktop.egyptian" 같은 배경 ID)
problem-time-limit = time_limit 값이 { $seconds }초입니다. 1~{ $most }초여야 합니다
problem-power-up-name = 아이템 이름 { $name }: 영문 소문자, 숫자, '_'만 쓸 수 있습니다
problem-power-up-count = 아이템 { $name }: { $count }회. 최대 { $most }회입니다
problem-difficulty = difficulty 값이 { $value }입니다. 0.0(짝이 가까움)~1.0(멂) 사이여야 합니다
problem-stars = stars { $stars }: 별 1개, 2개, 3개에 필요한 점수 세 개를 오름차순으로 적어야 합니다
problem-no-tiles = 레이아웃(layout)에 패 칸('x')이 없습니다
problem-odd-tiles = 레이아웃의 패 칸이 { $tiles }개입니다. 패는 쌍으로 나오므로 짝수여야 합니다
problem-kinds = kinds 값이 { $kinds }입니다. 1~{ $most } 사이여야 합니다 (레이아웃에는 { $pairs }쌍이 들어가고, 게임의 그림은 { $faces }종입니다)
problem-kinds-with-fixed = fixed가 있으면 kinds를 설정할 수 없습니다: 패의 종류는 fixed의 패로 정해집니다
problem-rows-empty = { $field } 값이 비어 있습니다. 칸으로 된 행이 있어야 합니다
problem-rows-too-big = { $field } 크기가 { $size }칸입니다. 최대 { $most }칸입니다
problem-row-length = { $field }의 { $row }행은 { $cells }칸인데 첫 행은 { $width }칸입니다. 모든 행의 길이가 같아야 합니다
problem-cell = { $field } { $row }행 { $column }열: 발견된 값 { $found }, 필요한 값 { $expected }
problem-expected-layout = 'x'(패 칸), '.'(빈칸), '#'(장애물) 중 하나
problem-expected-fixed = 영문자나 숫자(패 종류), '.'(빈칸), '#'(장애물) 중 하나
problem-expected-specials = '.'(없음), 'I'(얼음), 'H'(숨김), 'T'(타이머), 소문자(자물쇠), 또는 자물쇠 글자의 대문자(열쇠); 모드의 특수 패는 자체 표시를 씁니다
problem-specials-size = specials는 { $size }칸, layout은 { $layout }칸입니다: 크기가 같아야 합니다
problem-specials-no-tile = specials { $row }행 { $column }열: { $found } 아래에 layout의 패가 없습니다
problem-goal-no-ice = 목표가 얼음 없애기인데 이 레벨에 얼음 패가 없습니다 (specials: I)
problem-goal-kind = goal의 kind { $kind }는 이 레벨이 배치하는 종류가 아닙니다. 첫 종류는 a입니다
problem-goal-pairs = goal이 { $kind }를 { $pairs }쌍 요구합니다. 1~{ $most }(매번 배치되는 쌍 수)여야 합니다
problem-goal-pairs-needs = goal의 clear: pairs에는 kind(글자)와 pairs(쌍 수)가 필요합니다
problem-goal-kind-without-pairs = goal의 kind와 pairs는 clear: pairs와만 씁니다
problem-goal-board-links = 판을 비우려면 쌍마다 연결이 필요합니다: within_links는 clear: ice나 clear: pairs와 쓰세요
problem-goal-links = goal의 within_links가 { $links }입니다. 1~{ $most }(판의 쌍 수)여야 합니다
problem-specials-no-key = specials { $row }행 { $column }열: 자물쇠 { $found }에 열쇠가 없습니다. 여는 패에 { $key }를 표시하세요
problem-specials-key-twice = specials { $row }행 { $column }열: 열쇠 { $found }가 두 번 표시되었습니다. 자물쇠의 열쇠는 하나입니다
problem-specials-gravity = 특수 패와 중력은 함께 쓸 수 없습니다: 패가 제자리를 떠납니다
problem-specials-sliding = 특수 패와 밀기 규칙은 함께 쓸 수 없습니다: 패가 제자리를 떠납니다
problem-specials-with-fixed = 특수 패는 배분되는 판에만 씁니다: fixed 판에는 둘 수 없습니다
problem-slides = layout { $row }행 { $column }열: 중력 { $gravity }에서는 이 패가 시작할 때 미끄러집니다. { $side }에 패나 장애물이 있거나 판의 가장자리가 오게 하세요
problem-slides-centre = layout { $row }행 { $column }열: 중력 { $gravity }에서는 이 패가 시작할 때 미끄러집니다. { $side }에 패나 장애물을 두거나, 가운데 선에 붙도록 옮기세요
problem-side-below = 그 아래
problem-side-above = 그 위
problem-side-left = 그 왼쪽
problem-side-right = 그 오른쪽
problem-fixed-size = fixed는 { $size }칸인데 레이아웃은 { $layout }칸입니다. 둘이 같아야 합니다
problem-fixed-cell = fixed { $row }행 { $column }열이 레이아웃과 맞지 않습니다 (레이아웃이 'x'인 곳에만, 빠짐없이 패 종류를 적어야 합니다)
problem-fixed-unpaired = fixed에 개수가 홀수인 종류가 있어 모두 짝지을 수 없습니다: { $kinds }
problem-fixed-stuck = fixed 판은 모두 없앨 수 없습니다: 어떤 순서로 없애도 막힙니다
problem-fixed-gave-up = { $seconds }초 동안 국면 { $positions }개를 살폈지만 fixed 판을 모두 없앨 수 있음을 증명하지 못해 중단했습니다: { $limit }. fixed 판은 적힌 그대로 배치되므로 증명이 필요합니다: 더 작게 하거나 덜 얽히게 만드세요
problem-budget-time = 시간이 다 되었습니다
problem-budget-positions = 살필 수 있는 국면은 최대 { $most }개입니다
problem-budget-memory = 탐색에 쓸 수 있는 메모리는 최대 { $most } MiB입니다 (기억한 국면과 시도 중인 판·수 포함)

## 시작할 때 읽지 못한 저장 파일 (진행 상황, 설정).
save-unreadable-kept = { $file }: 읽을 수 없습니다 ({ $error }). 파일을 그대로 두고 이번에는 덮어쓰지 않습니다
save-unreadable = { $file }: 읽을 수 없습니다 ({ $error }). 처음부터 시작합니다
save-damaged-moved = { $file } 파일이 손상되었습니다 ({ $problem }). 처음부터 시작하며, 손상된 파일은 다음 이름으로 보관합니다: { $backup }
save-damaged-stays = { $file } 파일이 손상되었습니다 ({ $problem }). 처음부터 시작합니다. 파일을 옮기지 못해 ({ $error }) 그대로 두고, 이번에는 덮어쓰지 않습니다
save-problem-syntax = { $line }줄 { $column }열: { $detail }
save-problem-utf8 = UTF-8 텍스트가 아닙니다: { $detail }
save-problem-too-large = 파일 크기가 { $bytes }바이트입니다. 저장 파일은 최대 { $most }바이트입니다

## 리플레이 보기
replay-showing = 리플레이: { $key-replay-speed } 빠르게/보통 속도, { $key-pause } 일시 정지
replay-speed = 리플레이 속도 ×{ $speed }
replay-parted = { $time }초 시점에서 게임 결과가 리플레이와 달라졌습니다: 리플레이를 여기서 멈춥니다

## 게임 모드
menu-modes = 모드
modes-title = 모드 선택
mode-classic = 클래식
mode-classic-about = 스테이지 팩 그대로: 타이머, 별, 기록.
mode-relaxed = 릴랙스
mode-relaxed-about = 같은 스테이지를 타이머 없이, 힌트는 무료로, 시간 보너스 없이.
mode-daily = 일일 도전
mode-daily-about = 하루에 한 판, 모두에게 같은 판. 첫 게임만 기록됩니다.
daily-today-open = 오늘 ({ $date }): 아직 안 함
daily-today-begun = 오늘: 시작함 (플레이한 것으로 칩니다)
daily-today-cleared = 오늘: 클리어, { $points }점, { $time }
daily-today-lost = 오늘: 클리어 못 함 ({ $points }점). 연습으로 다시 할 수 있습니다
daily-streak = 연속 { $days }일
daily-cleared = 일일 도전 클리어! 연속 { $days }일
daily-over = 오늘의 도전은 끝났습니다. 판은 연습용으로 남습니다
hud-relaxed = 릴랙스
hud-daily-practice = 연습
mode-time-attack = 타임 어택
mode-time-attack-about = 1분. 이을 때마다 2초가 돌아오고, 판을 클리어하면 다음 판이 나옵니다.
mode-endless = 무한 모드
mode-endless-about = 판이 끝없이, 점점 어렵게. 시간이 다 될 때까지 계속됩니다.
hud-time-attack = 타임 어택
hud-endless = 무한 모드
hud-run = { $stage }판 · 획득 { $points }점
run-next-board = { $stage }판! 지금까지 { $points }점
run-over-title = 도전 종료
run-result = { $points }점, { $boards }판 클리어
run-new-best = 최고 기록 경신!
run-best = 최고 기록: { $points }점
run-first = 첫 도전
run-again = 다시 하기

## 첫 튜토리얼
menu-lesson = 튜토리얼
lesson-progress = 튜토리얼 · { $step } / { $steps }단계
lesson-straight = 테두리가 있는 패 두 개를 클릭하세요: 같은 패는 직선으로 이을 수 있습니다.
lesson-one-turn = 선은 모퉁이에서 꺾일 수 있습니다. 테두리가 있는 쌍을 이으세요: 한 번 꺾입니다.
lesson-two-turns = 돌이 가로막고 있습니다: 선이 두 번 꺾여서 돌을 돌아갑니다.
lesson-ring = 선은 판 바깥으로도 지나갈 수 있습니다. 그렇게 테두리가 있는 쌍을 이으세요.
lesson-three-turns = 꺾임은 두 번까지! 테두리가 있는 쌍을 시도해 보세요: 세 번 꺾어야 해서 이을 수 없습니다.
lesson-hint = 막혔나요? 힌트 버튼(H)을 누르면 이을 수 있는 쌍이 보입니다.
lesson-hint-shown = 힌트가 쌍을 보여 줍니다: 이으세요.
lesson-well-done = 잘했습니다!
lesson-refused-seen = 맞습니다: 세 번 꺾으면 한 번 초과입니다.
lesson-skip = 튜토리얼 건너뛰기 ({ $key-let-go })
lesson-done = 튜토리얼 완료: 즐거운 게임 되세요!
## 지난번 게임 이어 하기
menu-continue = 이어 하기
continue-resumed = 지난번에 멈춘 곳부터 이어 합니다
continue-catching-up = 지난번에 멈춘 곳으로 돌아가는 중…
continue-set-aside = 지난번 저장한 게임을 이어 할 수 없습니다 ({ $problem }). 다음 이름으로 보관했습니다: { $backup }
continue-set-aside-failed = 지난번 저장한 게임을 이어 할 수 없습니다 ({ $problem }). 파일을 옮길 수도 없었습니다 ({ $error })
continue-failed = 저장한 게임을 이어 할 수 없습니다: { $problem }
continue-parted = 저장한 게임이 기록대로 진행되지 않습니다: 따로 보관하고, 어긋난 지점부터 이어서 플레이합니다

## 온라인 순위표
online-sending = 순위표에 보내는 중…
online-waiting = 온라인이 되면 순위표에 보냅니다
online-rank-daily = 오늘의 순위표 { $rank }위
online-rank-time-attack = 타임 어택 순위표 { $rank }위
online-rank-endless = 무한 모드 순위표 { $rank }위
online-rank-level = 이 스테이지 순위표 { $rank }위
online-refused = 순위표에 이 게임이 등록되지 않았습니다: { $reason }
online-needs-name = 이름을 정하면 보냅니다 (설정 → 온라인)
online-title = 온라인
settings-open-online = 온라인
online-server = 서버: { $value }
online-name = 내 이름: { $value }
online-value-none = 없음
online-server-bad = 서버 주소가 아닙니다: https://호스트 또는 http://호스트:포트 형식으로 쓰세요 (사용하지 않으면 비워 두세요)
online-name-unset = 순위에 오르려면 이름을 정하세요: 글자나 숫자 1~16자 (한글, 한자도 가능)
online-name-length = 이름은 1~{ $most }자입니다. 입력한 이름은 { $chars }자입니다
online-name-character = 이름에는 글자와 숫자만 쓸 수 있습니다 (한글, 한자도 가능): “{ $char }” 문자는 쓸 수 없습니다
online-name-restricted = 이름에는 “{ $char }” 문자를 쓸 수 없습니다 (보이지 않는 글자, 전각·장식 글꼴, 지금은 쓰지 않는 글자)
online-name-mixed-scripts = 그 이름에는 함께 쓰지 않는 문자 체계가 섞여 있습니다
online-name-kept = 저장했습니다: 서버를 설정하면 등록됩니다
online-name-binding = { $name } 이름을 등록하는 중…
online-name-bound = 이 서버에서 { $name } 이름이 내 이름으로 등록되었습니다
online-name-taken = { $name } 이름은 다른 플레이어가 쓰고 있습니다: 다른 이름을 고르세요
online-name-refused = 서버가 이 이름을 거부했습니다: { $reason }
online-name-offline = 서버에 연결할 수 없습니다: 연결되면 이름을 등록합니다
online-key-warning = 이름은 게임 데이터 폴더의 키 파일 online/key에 묶여 있습니다. 키 파일을 잃으면 이름도 잃습니다: 사본을 보관하세요.
online-sharing = 순위표 게임 공유: { $value }
online-sharing-about = 공유하면 다른 플레이어가 당신의 순위표 게임을 받아 고스트로 경주할 수 있습니다. 켜기 전까지는 꺼져 있습니다.
online-sharing-waiting = 이름이 등록되고 서버에 연결되면 선택이 전송됩니다
online-sharing-kept-on = 공유 중: 다른 플레이어가 당신의 게임을 고스트로 경주할 수 있습니다
online-sharing-kept-off = 공유 안 함: 순위표 게임은 당신만의 것입니다
online-sharing-refused = 서버가 선택을 거부했습니다: { $reason }
online-typing-hint = Enter로 입력, 다시 Enter로 확정, Esc로 취소
leaderboard-title = 순위표
leaderboard-open = 순위표
leaderboard-board-daily = 오늘의 판 ({ $date })
leaderboard-board-time-attack = 타임 어택
leaderboard-board-endless = 무한 모드
leaderboard-board-level = 이 스테이지 ({ $level })
leaderboard-loading = 불러오는 중…
leaderboard-unreachable = 서버에 연결할 수 없습니다: { $reason }
leaderboard-empty = 아직 기록이 없습니다: 첫 번째가 되어 보세요
leaderboard-offline = 순위표 서버가 설정되지 않았습니다 (설정 → 온라인)
leaderboard-switch = ← → 다른 순위표
leaderboard-you = 나: { $rank }위
leaderboard-back = 뒤로
leaderboard-race = 경주
leaderboard-race-fetching = { $name }의 게임을 받는 중…
leaderboard-race-failed = { $name }의 게임과 경주할 수 없습니다: { $reason }
leaderboard-name = { $name } 이름으로 플레이 중입니다. 이름은 데이터 폴더의 키 파일 online/key에 묶여 있습니다: 키 파일을 잃으면 이름도 잃습니다.

# 대전 방
menu-race = 대전
hud-race = 대전
race-title = 대전
race-about = 2~6명이 같은 판에서 겨룹니다: 먼저 모두 없앤 사람이 이깁니다.
race-create = 방 만들기
race-items-on = 아이템: 켬
race-items-off = 아이템: 끔
race-level = 스테이지: { $level }
race-level-server = 스테이지: 서버가 선택
race-join = { $code } 방 참가
race-join-empty = 참가: 방 코드 6글자를 입력하세요
race-quick = 빠른 대전
race-choose-name = 이름을 정하세요 (설정 → 온라인)
race-back = 뒤로
race-joining = 방을 찾는 중…
race-code = 방 코드
race-share = 코드를 공유하세요: 친구들이 이 코드로 참가합니다.
race-players = 플레이어 ({ $n } / 6)
race-host = { $name } (방장)
race-host-you = { $name } (방장, 나)
race-you = { $name } (나)
race-start = 대전 시작
race-waiting = 방장이 시작하기를 기다리는 중…
race-leave = 방 나가기
race-refused = 방의 응답: { $reason }
race-offline = 연결이 끊겼습니다: 대전은 이 기기에서 계속되지만 검증되지 않습니다.
race-bad-level = 방의 스테이지를 읽을 수 없습니다: 대전에서 나왔습니다.
race-dropped = { $name } 님이 대전에서 나갔습니다
race-connection-lost = 연결이 끊겼습니다: 대전은 이 기기에서 계속되지만 검증되지 않습니다
race-item-hide = 가리기
race-item-freeze = 빙결
race-item-landed = { $name } 님이 나에게 “{ $item }” 아이템을 던졌습니다!
race-item-thrown = { $name } 님에게 “{ $item }” 아이템을 던졌습니다
race-opponents = 상대
race-pairs = 남은 쌍 { $n }
race-combo = 콤보 ×{ $combo }
race-out = 탈락
race-target = 조준 중
race-held = 보유 아이템: { $items }
race-held-none = 보유 아이템: 없음
race-throw = 던지기 ({ $key-throw-item })
race-next-target = 다음 상대 ({ $key-next-target })
race-frozen = 얼어붙었습니다!
race-hidden = 패가 가려졌습니다!
race-result-title = 대전 종료
race-you-cleared = { $time } 만에 클리어했습니다
race-you-not-cleared = 클리어하지 못했습니다
race-pending = 순위 확인 중…
race-unverified = 검증 안 됨: 연결이 끊겼습니다
race-place = { $place }위  { $name }   { $time }
race-place-out = { $place }위  { $name }   미클리어
race-place-left = { $place }위  { $name }   중도 퇴장
race-place-refused = { $place }위  { $name }   클리어 미검증
race-to-title = 타이틀로
race-computer-open = 컴퓨터와 대전
race-computer-level = 판: { $level }
race-computer-about = 컴퓨터가 같은 판에서 당신과 겨룹니다. 당신이 보는 것만 보고, 사람만큼 생각합니다. 기록은 남지 않습니다.
race-computer-seats = 컴퓨터 상대: { $n }명
race-computer-tier-row = 실력: { $tier }
race-computer-beginner = 초보
race-computer-club = 중수
race-computer-expert = 고수
race-computer-name = 컴퓨터 { $n } ({ $tier })
race-computer-you = 나

# Quick game
menu-quick-game = 빠른 게임
quick-game = 빠른 게임
quick-deal = 배치하기
quick-size = 판  < { $value } >
quick-size-custom = { $size } (직접 설정)
quick-width = 너비  < { $value } >
quick-height = 높이  < { $value } >
quick-difficulty = 난이도  < { $value } >
quick-easy = 쉬움
quick-medium = 보통
quick-hard = 어려움
quick-easy-about = 쉬움: 짝이 되는 두 패가 가까이 놓입니다.
quick-medium-about = 보통: 짝이 되는 두 패가 아무 곳에나 놓입니다.
quick-hard-about = 어려움: 짝이 되는 두 패가 멀리 떨어져 놓입니다.
quick-gravity = 중력  < { $value } >
quick-ring = 판 바깥 둘레로 잇기  < { $value } >
quick-slide = 패 밀기  < { $value } >
quick-turns = 선이 꺾이는 횟수  < { $value } >
quick-kinds = 패 종류  < { $value } >
quick-kinds-auto = 자동 ({ $count })
quick-time = 제한 시간  < { $value } >
quick-time-none = 없음
quick-minutes = { $minutes }분
quick-keys = 좌우 키로 선택한 항목을 바꿉니다 · 게임 중 N 키로 새로 배치
action-new-deal = 새로 배치
finish-look = 판 보기
lesson-gravity = 패가 아래로 떨어지는 판도 있습니다. 표시된 짝을 이으면 위의 패가 빈자리로 떨어집니다.

# 명예의 전당과 통계
menu-hall-of-fame = 명예의 전당
menu-statistics = 통계
hall-of-fame = 명예의 전당
hall-no-board = 아직 깬 판이 없습니다
hall-unaided = 도움 없이 깬 기록
hall-assisted = 도움을 받아 깬 기록
hall-sorted = 정렬: { $order }
hall-sort-score = 점수
hall-sort-time = 시간
hall-sort-name = 이름
hall-sort-date = 날짜
hall-name = 이름
hall-score = 점수
hall-time = 시간
hall-date = 날짜
hall-empty = 아직 기록이 없습니다.
hall-player = 플레이어: { $name }
hall-keys = 왼쪽/오른쪽: 목록이나 플레이어 바꾸기 · 플레이어에서 Enter: 새 이름
hall-clear = 이 목록 지우기
hall-clear-confirm = 정말 지울까요?
hall-placed = 명예의 전당: { $place }위!
hall-board-quick = 빠른 게임 { $rules }
hall-board-relaxed = { $level } (느긋하게)
hall-gravity = 중력 { $way }
hall-no-ring = 바깥 길 없음
hall-turns = 꺾기 { $count }번
hall-turns-any = 꺾기 제한 없음
hall-kinds = { $count }종류
stats-title = 통계
stats-totals = 게임 { $games } · 클리어 { $clears } · 최고 연승 { $streak } · 연속 일수 { $days } · 힌트 { $hints }
stats-records = 깬 판 { $levels } · 판 클리어 기록 { $clears } · 도움을 받은 게임 { $helped }
stats-chart-days = 날마다의 게임 (최근 { $days }일)
stats-chart-size = { $size } 클리어 시간
stats-chart-levels = 판: 설계자의 예상과 당신의 체감
stats-legend-days = 회색: 끝낸 게임 · 금색: 깬 게임
stats-legend-size = 점: 클리어마다의 시간 · 금색 선: 추세
stats-legend-levels = 회색: 설계자의 예상 · 금색: 당신에게의 난이도 (도움 없이 깨지 못한 게임의 비율) · 왼쪽 쉬움, 오른쪽 어려움
tile-set-desktop = 데스크톱 패
tile-set-by = { $set } ({ $author } 그림)
tile-set-look-alikes = { $set } (닮은 패 { $pairs }쌍)
tile-set-desktop-broken = 데스크톱 패 “{ $set }”를 쓸 수 없습니다 ({ $reason }): 게임의 패를 보여 줍니다
background-plain = 단색
background-felt = 초록 펠트
background-wood = 호두나무 판자
background-fret = 옻칠 빨강 회문
background-paper = 선지
background-desktop = 데스크톱 배경
background-broken = 배경 “{ $name }”을 표시할 수 없습니다 ({ $reason }): 단색 배경을 보여 줍니다
ghost-title = 고스트
ghost-name = { $name }
ghost-behind = { $seconds }초 뒤짐
ghost-ahead = { $seconds }초 앞섬
ghost-faster = 더 빨리 찾은 쌍: { $pairs }
ghost-other-level = 고스트의 리플레이는 다른 레벨의 것입니다. 이 판에서는 겨룰 수 없습니다
ghost-other-seed = 고스트의 리플레이는 이 레벨의 다른 배치(다른 시드)입니다. 이 판에서는 겨룰 수 없습니다
ghost-other-mode = 고스트의 리플레이는 다른 모드로 플레이되었습니다. 이 판에서는 겨룰 수 없습니다
ghost-not-proven = 고스트의 리플레이를 검증할 수 없습니다: { $reason }

## 복기 (승리·패배 화면에서)
finish-coach = 복기
coach-title = 복기
coach-working = 게임을 복기하는 중…
coach-failed = 이 게임은 복기할 수 없습니다: { $reason }
coach-summary = { $links }번 연결, { $time } · 힌트 { $hints } · 되돌리기 { $undos } · 다시 섞기 { $redeals }
coach-page-timeline = 타임라인
coach-page-wait = 긴 고민 { $n }
coach-page-closing = { $n }번째 수에서 막힘
coach-no-closing = 판을 막아 버린 수는 없습니다.
coach-closings = { $n }개의 수가 판을 막았습니다: 각 페이지를 보세요.
coach-legend-timeline = 막대: 각 연결 전의 대기 시간(금색이 가장 김). 파란 선: 열린 연결 수. 아래 표시: 힌트(호박색), 되돌리기(빨강), 다시 섞기(흰색).
coach-wait = { $n }번째 연결({ $at }) 전 { $wait }초: 그때 { $open }가지 연결이 열려 있었습니다
coach-legend-wait = 파랑: 그때 열린 연결. 금색: 당신이 둔 수.
coach-closing = { $n }번째 연결({ $at }) 뒤 판은 더 이상 비울 수 없게 되었습니다(그 전에는 가능했습니다).
coach-legend-closing = 빨강: 판을 막은 수. 파랑: 그때 열린 연결.
coach-try = 여기서 다시
hud-practice = 연습
practice-from-here = 이 순간부터 연습: 기록되지 않습니다
practice-failed = 연습을 시작할 수 없습니다: { $problem }
practice-parted = 연습 판이 원래 게임과 달라졌습니다: 달라진 곳부터 이어서 합니다
finish-race-best = 내 최고 기록과 경주
ghost-no-best = 이 레벨의 최고 리플레이가 아직 없습니다
won-ghost = { $name }와(과) 대결: 나 { $you }, 고스트 { $ghost }
won-ghost-faster = 더 빨리 찾은 쌍: { $of }쌍 중 { $n }쌍 ({ $which }번째 연결)
ghost-your-best = 내 최고 기록

# Special tiles: the first-meet cards
special-card-new = 새 패
special-card-ok = 알겠어요
special-card-proof = 모든 배치는 여전히 다 지울 수 있습니다. 판을 보여 주기 전에 게임이 증명합니다.
special-ice-name = 얼음
special-ice-about = 얼어 있는 패는 고를 수 없습니다. 위, 아래, 왼쪽, 오른쪽의 이웃 패가 없어지면 녹습니다.
special-lock-name = 자물쇠
special-lock-about = 잠긴 패는 열쇠 패(같은 색 열쇠가 있는 패)가 없어져야 고를 수 있습니다.
special-hidden-name = 뒤집힌 패
special-hidden-about = 뒤집힌 패는 이웃 패가 없어지면 앞면이 보입니다. 기억하거나 짐작해서 뒤집힌 채로 골라도 됩니다.
special-timer-name = 스톱워치
special-timer-about = 스톱워치가 있는 패를 없애면 아래에 적힌 초만큼 시간이 늘어납니다.
slide-choose = 밀 수 있는 방법이 두 가지입니다: 원하는 쪽 화살표 아래의 패를 고르세요

## What a screen reader says (spoken, never drawn): the faces of the tiles, the board's cells, what happens.
face-tile = 패 { $number }
face-mahjong = { $suit ->
    [characters] { $number }만
    [dots] { $number }통
    [bamboo] { $number }삭
    [wind] { $number ->
        [1] 동풍
        [2] 남풍
        [3] 서풍
       *[4] 북풍
    }
    [dragon] { $number ->
        [1] 중
        [2] 발
       *[3] 백
    }
    [flower] 꽃 { $number }
   *[season] 계절 { $number }
}
face-shape = { $shape ->
     [0] 원
     [1] 사각형
     [2] 삼각형
     [3] 마름모
     [4] 별
     [5] 육각형
     [6] 더하기
     [7] 고리
     [8] 역삼각형
     [9] 초승달
     [10] 반짝이
    *[11] 엑스
}, { $colour ->
     [0] 주황
     [1] 하늘색
     [2] 청록
     [3] 주홍
     [4] 파랑
     [5] 자주
     [6] 적갈색
    *[7] 회청색
}{ $mark ->
    [1] , 점 하나
    [2] , 점 둘
   *[0] {""}
}
face-critter = { $head ->
     [0] 곰
     [1] 고양이
     [2] 토끼
     [3] 쥐
     [4] 개구리
    *[5] 병아리
}, { $fur ->
     [0] 주황
     [1] 하늘색
     [2] 청록
     [3] 주홍
     [4] 파랑
     [5] 자주
    *[6] 적갈색
}
reader-board = 판, { $columns }열 { $rows }행
reader-cell = { $face }, { $row }행 { $column }열
reader-empty = 빈칸
reader-face-down = 뒤집힌 패
reader-held = 아직 고를 수 없음
reader-selected = 선택됨
reader-block = 장애물
reader-picked = { $face } 선택
reader-linked = { $face } 제거. 남은 쌍: { $left }
reader-announcements = 알림
reader-hint = 힌트: { $face }, { $row }행 { $column }열, 그리고 { $other_row }행 { $other_column }열
reader-moved = 패가 떨어짐: { $n }개
reader-shuffled = 패를 다시 섞었습니다
reader-place = { $row }행 { $column }열
reader-empties = 빈칸 { $n }개
reader-separator = {"; "}
reader-row = { $row }행: { $cells }
reader-matches = { $face }: { $count ->
    [0] 판에 다른 패 없음
   *[other] { $count }개 더, { $places }
}. 열린 쌍: { $open }
reader-open-pairs = 열린 쌍: { $open }
reader-opened = { $words }
reader-seconds-left = { $n }초 남음

card-title = 连连看 Lianliankan · { $level }
card-daily = 连连看 Lianliankan · 일일 도전 { $day } · 연속 { $days }일
card-links = { $n }쌍
card-hints = { $n ->
    [0] 힌트 없음
   *[other] 힌트 { $n }번
}
card-cleared = { $time } · { $links } · { $hints }
card-not-cleared = 실패 · { $time } · { $links }
finish-copy = 결과 복사
card-race = 이 판에서 내 최고 기록과 겨뤄 보세요: { $link }
race-link-no-server = { $name }의 게임을 가져올 수 없습니다: 순위표 서버가 설정되지 않았습니다(설정 → 온라인). 이 판은 그대로 플레이하세요
card-copied = 결과를 복사했습니다: 친구에게 붙여 넣으세요
finish-animation = 애니메이션으로 저장
coach-save-moment = 이 순간 저장
animation-saving = 애니메이션을 저장하는 중…
animation-busy = 다른 애니메이션을 저장하는 중입니다. 잠시 기다려 주세요
animation-saved = 애니메이션을 저장했습니다: { $file }
animation-failed = 애니메이션을 저장하지 못했습니다(로그 참조)
card-copy-failed = 클립보드를 쓸 수 없습니다
