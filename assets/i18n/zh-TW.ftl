# 遊戲的繁體中文（臺灣）文字。每條訊息都必須與 en.ftl 一一對應（有測試檢查）。
# { $n } 之類的預留位置由遊戲填入；變數名稱請勿翻譯。
#
# 譯者說明
# 語言：繁體中文，臺灣用語（zh-TW）。
# 由 en.ftl（英文原文）翻譯，並參考 zh.ftl（簡體中文）理解原意；不是簡轉繁的逐字轉換。
# 用語：遊戲名稱沿用「連連看」；連線最多「轉彎」兩次；tile＝牌，board＝盤面，layout＝版面，
#   level＝關卡，power-up/item＝道具，undo/redo＝復原/重做，replay＝重播，online＝線上，
#   leaderboard＝排行榜，race＝對戰，server＝伺服器，file＝檔案，data directory＝資料夾，
#   key file＝金鑰檔案，controller＝控制器，mouse＝滑鼠，cursor＝游標，save＝儲存/存檔，
#   bytes＝位元組，characters＝字元。
#   盤面位置用「列」（橫）與「欄」（直），與臺灣試算表的慣例相同；文字檔位置用「第 N 行第 M 欄」。
# 歡迎熟悉連連看的臺灣母語玩家校閱；如有修正建議，請開 issue 提出。

## 標題畫面
title-name = 連連看
title-subtitle = Lianliankan
title-tagline = 用轉彎不超過兩次的連線，消除成對的相同牌
title-controls = 方向鍵 + Enter，或使用滑鼠
menu-play = 開始遊戲
menu-levels = 選擇關卡
menu-settings = 設定
menu-quit = 離開
menu-back = 返回
menu-main = 主選單

## 暫停
pause-title = 已暫停
pause-title-race = 對戰選單
pause-why = 計時已停止
pause-why-race = 比賽仍在進行：你的計時沒有停
pause-why-reason = 已暫停：{ $reason }；計時已停止
pause-reason-focus = 視窗失去焦點
pause-reason-pad = 控制器已中斷連線
pad-connected = 控制器已連線：{ $name }
pad-disconnected = 控制器已中斷連線
pause-resume = 繼續
pause-retry = 重玩這一局

## 設定
settings-title = 設定
settings-controls = 用左右方向鍵調整選取的設定
setting-volume = 音效音量  < { $value }% >
setting-music = 音樂  < { $value }% >
setting-sound = 聲音  < { $value } >
setting-speed = 消除速度  < { $value } >
setting-cursor = 一律顯示游標  < { $value } >
setting-theme = 主題  < { $value } >
setting-fullscreen = 全螢幕  < { $value } >
setting-contrast = 高對比牌面  < { $value } >
setting-motion = 動態效果  < { $value } >
setting-size = 文字大小  < { $value }% >
setting-zoom = 棋盤放大  < { $value }% >
zoom-now = 棋盤放大 { $percent }%
setting-language = 語言  < { $value } >
setting-tile-set = 牌面  < { $value } >
setting-colour-vision = 色覺  < { $value } >
setting-background = 背景  < { $value } >
setting-chinese-style = 花配花、季配季（麻將）  < { $value } >
tile-set-shapes = 圖形
tile-set-mahjong = 麻將

## 按鍵設定
settings-open-controls = 按鍵設定
controls-title = 按鍵設定
controls-row = { $action }：{ $keys }
controls-hint = 選擇一個動作，再按下新的按鍵（可同時按住 Shift 或 Ctrl）。按 Esc 取消。
controls-waiting = 請按下「{ $action }」的新按鍵（Esc 取消）
controls-clash = { $key } 已用於「{ $other }」：「{ $action }」保留原本的按鍵
controls-reset = 還原預設值
controls-reset-done = 所有按鍵都已還原為預設值
action-cursor-up = 游標上移
action-cursor-down = 游標下移
action-cursor-left = 游標左移
action-cursor-right = 游標右移
action-pick = 選取一張牌
action-let-go = 取消選取（或暫停）
action-undo = 復原
action-redo = 重做
action-pause = 暫停
action-restart = 重新開始本局
action-previous-level = 上一關
action-next-level = 下一關
action-open-editor = 關卡編輯器
action-screenshot = 螢幕截圖
action-replay-speed = 重播速度
action-throw-item = 投擲對戰道具
action-next-target = 瞄準下一個對手
action-read-row = 朗讀這一列
action-read-matches = 朗讀相同的牌
action-zoom-in = 放大棋盤
action-zoom-out = 棋盤變小
tile-set-critters = 小動物
tile-set-too-few-kinds = 本關有 { $needs } 種牌，「{ $set }」牌面只有 { $has } 種：改用「{ $shown }」顯示
tile-sheet-size = { $path }：牌面圖為 { $width }×{ $height } 像素，但應為 { $columns } 欄 × { $rows } 列的正方形牌面，每格 { $min } 到 { $max } 像素：改用其他牌面顯示
tile-sheet-too-few = { $path }：牌面圖只有 { $faces } 個牌面，但這套牌面有 { $kinds } 種牌
tile-sheet-unreadable = { $path }：無法將牌面圖讀取為圖片：改用其他牌面顯示
value-on = 開
value-off = 關
speed-slow = 慢
speed-normal = 一般
speed-fast = 快
theme-system = 跟隨系統
theme-dark = 深色
theme-light = 淺色
motion-system = 跟隨系統
motion-full = 完整
motion-reduced = 減少
vision-typical = 一般
vision-protan = 紅色盲
vision-deutan = 綠色盲
vision-tritan = 藍色盲

## 選擇關卡
levels-title = 選擇關卡
levels-locked = 未解鎖
levels-not-cleared = 未過關
levels-locked-notice = 通過第 { $n } 關即可解鎖這一關
levels-broken = 無法遊玩
levels-broken-notice = 第 { $n } 關無法遊玩：關卡檔案有問題（說明顯示在關卡上）
levels-page = 第 { $page } / { $pages } 頁
levels-page-previous = 上一頁
levels-page-next = 下一頁
packs-title = 關卡包
packs-progress = { $levels } 關 · 已過 { $cleared } 關 · { $stars } ★
packs-by = 作者：{ $author }
packs-problems = { $count } 個問題
editor-new-pack-name = 我的關卡
editor-pack-made = 已建立新關卡包：{ $folder }
levels-next-locked = 通過這一關才能開啟下一關

## 過關、時間到、無路可走
won-title = 過關！
won-points = { $points } 分（時間獎勵 { $bonus }）
won-time = 用時 { $time }
won-best = 最佳 { $points } 分，{ $time }
won-helped = 本局使用了輔助：{ $help }
won-unaided = 無輔助最佳：{ $points } 分，{ $time }
won-unaided-none = 尚未在無輔助下過關
help-power-up = { $title } ×{ $n }
help-undos = 復原 { $n } 次
levels-unaided = 無輔助 { $points }  { $time }
news-best-both = 刷新最高分與最快紀錄！
news-best-score = 刷新最高分！
news-best-time = 刷新最快紀錄！
finish-next = 下一關
finish-retry = 重玩
finish-menu = 選單
lost-title = 時間到
lost-goal-title = 未達成目標
lost-goal = 連線用完時完成了 { $done }/{ $needed }
lost-pairs-left = 還剩 { $n } 對牌
stuck-title = 無路可走
stuck-why = 沒有可以連線的牌，剩下的牌也無法重新發牌
stuck-power-ups = 道具列中的道具仍可使用
stuck-undo = 復原
stuck-back = 回到盤面
stuck-new-deal = 重新發牌

## 遊戲中
hud-pause = 暫停 ({ $key-pause })
hud-points = { $total } 分
hud-combo = 連擊 x{ $combo }   { $total } 分
hud-test-play = 試玩（E：返回編輯器）
hud-replay = 重播（{ $key-replay-speed }：快速或正常速度）
hud-time-left = 剩餘 { $clock }
hud-frozen = （凍結 { $seconds } 秒）
hud-pairs-left = 剩餘 { $n } 對
hud-seed = 種子 { $seed }
board-code = 盤面碼：{ $code }
menu-enter-code = 輸入盤面碼
code-title = 玩朋友的盤面
code-about = 輸入盤面碼（如 LLK-40G9-38MH-Y4G0-5P）後按 Enter：同一關卡或快速遊戲、同一模式、同一發牌。
code-not-a-code = 這不是盤面碼：盤面碼是 LLK 後面的字母和數字。
code-typo = 有字元打錯或漏掉了：請再核對一遍。
code-newer = 這個盤面碼來自較新版本的遊戲。
code-unknown = 本遊戲沒有這個盤面：關卡在產生盤面碼之後改動過，或不是本遊戲的關卡。
hud-rule-gravity = 重力{ $way }
hud-rule-turns = { $n ->
    [0] 只能直連
   *[other] 最多轉 { $n } 個彎
}
hud-rule-any-turns = 轉彎不限
hud-rule-slides = 牌可推動
goal-board = 目標：清空棋盤 { $done }/{ $needed }
goal-ice = 目標：消除所有冰凍牌 { $done }/{ $needed }
goal-pairs = 目標：消除 { $done }/{ $needed } 對
goal-links = ·  連線 { $links }/{ $most }
goal-aim-board = 清空棋盤
goal-aim-ice = 消除冰凍牌
goal-aim-pairs = 某種牌的對數
goal-links-any = 不限
hud-moves-left = 可消 { $n } 對
notice-speed-not-recorded = 以非正常速度遊玩時，不會儲存或上傳任何紀錄
notice-redealt = 無路可走：已重新發牌
refused-same-tile = 這是同一張牌：請選取與它配對的另一張
refused-not-a-tile = 這裡沒有牌
refused-different-kinds = 兩張牌不同：只有相同的牌才能連線
refused-other-group = 花牌配花牌，季節牌配季節牌
refused-too-many-turns = { $limit ->
    [0] 連不上：需要轉彎，但這一關只允許直線相連
   *[other] 連不上：需要轉彎超過 { $limit } 次
}
refused-only-through-ring = 連不上：只能繞行盤面外圈，但這一關不允許
refused-walled-off = 連不上：這兩張牌之間沒有通路
refused-frozen = 冰凍：先消掉它旁邊的一張牌
refused-locked = 上鎖：先消掉它的鑰匙牌（帶同色鑰匙的那張）
refused-not-yet = { $special }：現在還不能選
banner-unplayable = 這一關無法遊玩：
banner-fix = 修正檔案並儲存後即可遊玩，或按 { $key-next-level } 前往下一關。
deal-failed = 無法為關卡「{ $name }」發牌：{ $error }
deal-error-no-tiles = 版面中沒有放牌的格子
deal-error-odd-tiles = 版面中有 { $n } 個放牌的格子；牌必須成對，所以格數必須是偶數
deal-error-kinds = { $pairs } 對牌配 { $kinds } 種：至少要有 1 種，且種類不可多於對數
deal-error-no-deal = 嘗試 { $attempts } 次仍找不到可以消完的發牌：有些格子無法與其他任何格子相連（被石頭圍住了？）
deal-error-not-settled = 第 { $row } 列第 { $column } 欄的牌在第一步之前就會滑動；有重力時，每張牌開局時都必須靜止
deal-error-special-no-tile = 第 { $column } 欄第 { $row } 列的特殊牌下面沒有牌
deal-error-goal = 試了 { $attempts } 次發牌，都無法在 { $links } 次連線內達成目標
deal-error-stopped = 處理太久，已停止
deal-error-special-key = 第 { $column } 欄第 { $row } 列的鎖指定的鑰匙在第 { $key_column } 欄第 { $key_row } 列，那裡不是另一張牌
deal-error-special-lock-circle = 第 { $column } 欄第 { $row } 列的鎖和其他鎖互相等待，圍成一圈：哪個也打不開
deal-error-special-gravity = 特殊牌要求牌留在原格：重力和滑動會移動牌
progress-not-saved = 無法儲存進度（{ $error }）；遊戲繼續進行，但不會存檔
settings-not-saved = 無法儲存設定（{ $error }）；僅在本次執行期間有效
notice-no-audio = 沒有可用的音效裝置：遊戲將以靜音執行
failure-title = 連連看無法繼續執行
failure-no-gpu = 找不到支援 Vulkan 的顯示卡驅動程式。請安裝系統的 Vulkan 驅動程式（Debian 與 Ubuntu 上為 mesa-vulkan-drivers），再重新啟動遊戲。
failure-crash = 遊戲遇到無法復原的錯誤：{ $details }

## 道具
power-up-hint = 提示
power-up-bomb = 炸彈
power-up-shuffle = 洗牌
power-up-freeze = 凍結
power-up-reveal = 透視
power-up-lightning = 閃電
power-up-unknown = 沒有名為「{ $name }」的道具
power-up-none-left = { $title }已用完
power-up-aim-tile = { $title }：請選取一張牌（{ $key-let-go } 取消）
power-up-aim-kind = { $title }：請選取要消除的那種牌（{ $key-let-go } 取消）
power-up-level-unknown = 這一關給了遊戲中沒有的道具：{ $names }
hint-busy = 仍在尋找可連線的牌
hint-none = 沒有可以安全提示的牌：即將重新發牌
bomb-busy = 上一顆炸彈還沒引爆
bomb-no-partner = 這張牌找不到能讓盤面保持可解的配對
bomb-stale = 引爆前盤面已改變：請再試一次
shuffle-busy = 上一次洗牌還沒完成
shuffle-no-board = 沒有可以洗牌的盤面
shuffle-cannot = 剩下的牌無法洗成可以消完的盤面
shuffle-stale = 洗牌前盤面已改變：請再試一次
reveal-needs-tile = 透視需要選取一張牌
lightning-needs-tile = 閃電需要選取一張牌

## 關卡編輯器
editor-title = 關卡編輯器
editor-new-level = 新關卡
editor-editing-file = 正在編輯 { $file }
editor-editing-copy = 正在編輯目前關卡的副本
editor-cannot-play = 無法試玩：{ $error }
editor-saved = 已儲存 { $file }
editor-not-saved = 未儲存：{ $error }
editor-brush-tile = 牌 1
editor-brush-empty = 空格 2
editor-brush-stone = 石頭 3
editor-width-less = 寬- [
editor-width-more = 寬+ ]
editor-height-less = 高- ;
editor-height-more = 高+ '
editor-kinds-less = 種類- -
editor-kinds-more = 種類+ =
editor-turns = 轉彎 T
editor-ring = 外圈 R
editor-mirror = 鏡像 M
editor-undo = 復原 Ctrl+Z
editor-redo = 重做 Ctrl+Y
editor-symmetry-none = 關
editor-symmetry-left-right = 左右
editor-symmetry-top-bottom = 上下
editor-symmetry-both = 上下左右
editor-fill = 填滿 F
editor-clear = 清空 C
editor-test-play = 試玩 P
editor-save = 儲存 Ctrl+S
editor-leave = 返回遊戲 Esc
editor-size = { $width } x { $height } 格
editor-tiles = { $tiles } 張牌
editor-odd = （奇數：請增加或移除一張）
editor-kinds = { $kinds } 種
editor-rules = 轉彎：{ $turns }   外圈：{ $ring }
editor-brush = 畫筆：{ $brush }   鏡像：{ $mirror }
editor-turns-any = 不限
editor-brush-name-tile = 牌
editor-brush-name-empty = 空格
editor-brush-name-stone = 石頭
editor-mouse = 滑鼠：左鍵繪製，右鍵擦除
editor-brush-plain = 無特殊
editor-special-needs-tile = 特殊牌只能放在牌上：請先在這裡畫一張牌。
editor-lock-choose-key = 現在點擊作為這把鎖鑰匙的牌（再點同一張牌則取消）。
editor-lock-too-many-keys = 一關最多 { $most } 把鑰匙（A 到 Z）：請使用已放置的鑰匙。
editor-page-board = 盤面 F2
editor-page-level = 關卡 F2
field-name = 名稱
field-name-zh = 中文名稱
field-id = 識別碼
field-time-limit = 時限（秒）
field-stars = 星級分數
field-seed = 種子
field-difficulty = 難度
field-gravity = 重力
field-chinese-style = 花季通配
field-chinese-choice = 由玩家選擇
field-tiles-slide = 牌可滑動
field-goal = 目標
field-goal-pairs = 對數、種類
field-goal-links = 限定連線
field-board = 盤面
field-board-dealt = 隨機發牌
field-board-painted = 手動擺放
field-kind-brush = 畫筆牌種
field-power-ups = 贈送道具
field-pack = 儲存到
field-pack-new = 新關卡包
field-new-pack = 新增關卡包
field-empty-name-zh = （同名稱）
field-empty-id = （檔案名稱）
field-empty-time = （不限時）
field-empty-seed = （每次重新發牌）
field-expected-whole = 應為整數，例如 120
field-expected-fraction = 應為 0 到 1 之間的數字，例如 0.6
field-checking = 檢查中…
field-check-good = ✓ 關卡檢查通過：{ $ms } 毫秒內發出可解的牌局
field-check-no-deal = 無法發出可解的牌局：{ $error }
field-check-problems = { $count } 個問題
gravity-none = 無
gravity-down = 向下
gravity-up = 向上
gravity-left = 向左
gravity-right = 向右
gravity-split_vertical = 從中間上下分開
gravity-split_horizontal = 從中間左右分開
gravity-towards_centre = 向中心

## 關卡檔案中的問題（每條前面是 檔案:行:欄）。
# 問題，每條一行；位置寫在問題前面。
problem-list = { $problems }
problem-at = { $place }: { $problem }
problem-too-big = 檔案有 { $bytes } 位元組；關卡檔案最多 { $most } 位元組
problem-syntax = 格式錯誤：{ $detail }
problem-not-utf8 = 不是 UTF-8 文字（位移 { $offset } 處的位元組有誤）
problem-cannot-read = 無法讀取：{ $error }
problem-name-empty = 名稱（name）是空的
problem-name-long = 名稱（name）超過 { $most } 個字元
problem-names-code = names：{ $code } 不是語言代碼；應為像 "zh" 這樣的代碼
problem-names-length = names：{ $code } 名稱須為 1 到 { $most } 個字元
problem-id = id { $id }：應為 1 到 { $most } 個小寫字母、數字、'-' 或 '_'
problem-background = 背景 { $id }：應為 1 到 { $most } 個字母、數字、'.'、'-' 或 '_'（背景的識別名，如 "fret" 或 "desktop.egyptian"）
problem-time-limit = time_limit 為 { $seconds } 秒；應為 1 到 { $most } 秒
problem-power-up-name = 道具名稱 { $name }：只能使用小寫字母、數字和 '_'
problem-power-up-count = 道具 { $name }：{ $count } 次；最多 { $most } 次
problem-difficulty = difficulty 為 { $value }；應介於 0.0（配對的牌離得近）到 1.0（離得遠）之間
problem-stars = stars { $stars }：應為一星、二星、三星所需的三個遞增分數
problem-no-tiles = 版面（layout）中沒有放牌的格子（'x'）
problem-odd-tiles = 版面中有 { $tiles } 個放牌的格子；牌必須成對，所以格數必須是偶數
problem-kinds = kinds 為 { $kinds }；應為 1 到 { $most }（版面可放 { $pairs } 對牌，遊戲共有 { $faces } 種牌面）
problem-kinds-with-fixed = 有 fixed 時不能設定 kinds：牌的種類由 fixed 中的牌決定
problem-rows-empty = { $field } 是空的；應為若干列格子
problem-rows-too-big = { $field } 有 { $size } 格；上限為 { $most }
problem-row-length = { $field } 第 { $row } 列有 { $cells } 格，但第一列有 { $width } 格；每列的格數必須相同
problem-cell = { $field } 第 { $row } 列第 { $column } 欄：出現 { $found }，應為 { $expected }
problem-expected-layout = 'x'（放牌的格子）、'.'（空格）或 '#'（障礙物）
problem-expected-fixed = 字母或數字（牌的種類）、'.'（空格）或 '#'（障礙物）
problem-expected-specials = '.'（無）、'I'（冰凍）、'H'（隱藏）、'T'（計時）、小寫字母（鎖）或鎖字母的大寫（鑰匙）；模組的特殊牌有自己的標記
problem-specials-size = specials 是 { $size } 格，layout 是 { $layout } 格：兩者必須一樣大
problem-specials-no-tile = specials 第 { $row } 列第 { $column } 欄：{ $found } 下面沒有 layout 的牌
problem-goal-no-ice = 目標是消除冰凍牌，但本關沒有冰凍牌（specials: I）
problem-goal-kind = goal 的 kind { $kind } 不是本關發的牌種；應為字母，a 表示第一種
problem-goal-pairs = goal 要求 { $kind } 的 { $pairs } 對；應為 1 到 { $most }（每次發牌中它的對數）
problem-goal-pairs-needs = goal 的 clear: pairs 需要 kind（字母）和 pairs（對數）
problem-goal-kind-without-pairs = goal 的 kind 和 pairs 只能與 clear: pairs 同用
problem-goal-board-links = 清空棋盤每對都要一次連線：within_links 只能與 clear: ice 或 clear: pairs 同用
problem-goal-links = goal 的 within_links 是 { $links }；應為 1 到 { $most }（棋盤上的對數）
problem-specials-no-key = specials 第 { $row } 列第 { $column } 欄：鎖 { $found } 沒有鑰匙；請在打開它的牌上標 { $key }
problem-specials-key-twice = specials 第 { $row } 列第 { $column } 欄：鑰匙 { $found } 標了兩次；一把鎖只有一把鑰匙
problem-specials-gravity = 特殊牌不能與重力同用：牌會離開自己的格子
problem-specials-sliding = 特殊牌不能與滑動規則同用：牌會離開自己的格子
problem-specials-with-fixed = 特殊牌只用於發牌產生的牌面：fixed 牌面不能有特殊牌
problem-slides = layout 第 { $row } 列第 { $column } 欄：在 { $gravity } 重力下，這張牌開局就會滑動；請在它{ $side }放一張牌、一個障礙物，或讓它靠著盤面邊緣
problem-slides-centre = layout 第 { $row } 列第 { $column } 欄：在 { $gravity } 重力下，這張牌開局就會滑動；請在它{ $side }放一張牌或一個障礙物，或把它移到緊貼中線的位置
problem-side-below = 下方
problem-side-above = 上方
problem-side-left = 左側
problem-side-right = 右側
problem-fixed-size = fixed 有 { $size } 格，但版面是 { $layout } 格；兩者必須一致
problem-fixed-cell = fixed 第 { $row } 列第 { $column } 欄與版面不符（版面為 'x' 的位置，而且只有這些位置，要寫牌的種類）
problem-fixed-unpaired = fixed 中這些種類的牌數是奇數，無法全部配對：{ $kinds }
problem-fixed-stuck = fixed 指定的盤面消不完：無論以什麼順序消除都會卡住
problem-fixed-gave-up = 花了 { $seconds } 秒、檢查了 { $positions } 個局面，仍無法證明 fixed 指定的盤面可以消完，只好放棄：{ $limit }。fixed 盤面會照原樣發牌，因此必須先證明能消完：請把它改小，或讓它不那麼糾結
problem-budget-time = 時間用完了
problem-budget-positions = 最多只能檢查 { $most } 個局面
problem-budget-memory = 搜尋最多只能使用 { $most } MiB 記憶體（記住的局面，以及正在嘗試的盤面和走法）

## 啟動時無法讀取的存檔（進度、設定）。
save-unreadable-kept = { $file }：無法讀取（{ $error }）；檔案保持原樣，這次不會覆寫它
save-unreadable = { $file }：無法讀取（{ $error }）；將重新開始
save-damaged-moved = { $file } 已損毀（{ $problem }）；將重新開始，損毀的檔案另存為 { $backup }
save-damaged-stays = { $file } 已損毀（{ $problem }）；將重新開始；檔案無法移開（{ $error }），因此保持原樣，這次不會覆寫它
save-problem-syntax = 第 { $line } 行第 { $column } 欄：{ $detail }
save-problem-utf8 = 不是 UTF-8 文字：{ $detail }
save-problem-too-large = 檔案有 { $bytes } 位元組；存檔最多 { $most } 位元組

## 重播
replay-showing = 重播：{ $key-replay-speed } 切換快速或正常速度，{ $key-pause } 暫停
replay-speed = 重播速度 ×{ $speed }
replay-parted = 在 { $time } 秒處，遊戲的反應與重播紀錄不符：重播到此為止

## 遊戲模式
menu-modes = 遊戲模式
modes-title = 遊戲模式
mode-classic = 經典
mode-classic-about = 原汁原味的關卡：計時、星級、紀錄。
mode-relaxed = 休閒
mode-relaxed-about = 同樣的關卡，不計時，提示免費，沒有時間獎勵。
mode-daily = 每日挑戰
mode-daily-about = 每天一局，人人相同。只計第一局。
daily-today-open = 今天（{ $date }）：尚未遊玩
daily-today-begun = 今天：已開始（視為已玩）
daily-today-cleared = 今天：已過關，{ $time } 內得到 { $points } 分
daily-today-lost = 今天：未過關（{ $points } 分）；可以再玩一次當作練習
daily-streak = 連續 { $days } 天
daily-cleared = 每日挑戰過關！連續 { $days } 天
daily-over = 今天的挑戰已結束；盤面保留供練習
hud-relaxed = 休閒
hud-daily-practice = 練習
mode-time-attack = 計時挑戰
mode-time-attack-about = 限時一分鐘；每連一對加回兩秒；清空一盤就接著下一盤。
mode-endless = 無盡模式
mode-endless-about = 一盤接一盤，越來越難，直到時間用完。
hud-time-attack = 計時挑戰
hud-endless = 無盡模式
hud-run = 第 { $stage } 盤 · 已得 { $points } 分
run-next-board = 第 { $stage } 盤！目前 { $points } 分
run-over-title = 挑戰結束
run-result = { $points } 分，清空 { $boards } 盤
run-new-best = 刷新最佳成績！
run-best = 最佳成績：{ $points } 分
run-first = 第一次挑戰
run-again = 再玩一次

## 新手教學
menu-lesson = 新手教學
lesson-progress = 新手教學 · 第 { $step } 步，共 { $steps } 步
lesson-straight = 點選兩張有框的牌：相同的牌能以直線連通，就可以消除。
lesson-one-turn = 連線可以轉彎。把有框的兩張牌連起來：轉一個彎。
lesson-two-turns = 石頭擋住了去路：連線轉兩個彎繞過它們。
lesson-ring = 連線也可以從盤面外側繞過去。用這種方式連起有框的兩張牌。
lesson-three-turns = 最多只能轉兩個彎！試試有框的兩張牌：要轉三個彎，所以連不上。
lesson-hint = 找不到能連的牌？按「提示」按鈕（H），看看哪一對可以連。
lesson-hint-shown = 提示標出了一對牌：把它們連起來。
lesson-well-done = 做得好！
lesson-refused-seen = 沒錯：轉三個彎就多了一個。
lesson-skip = 跳過教學（{ $key-let-go }）
lesson-done = 教學完成，祝你玩得愉快！
## 繼續上次的遊戲
menu-continue = 繼續遊戲
continue-resumed = 已回到上次離開的地方
continue-catching-up = 正在回到上次離開的地方…
continue-set-aside = 上次保留的對局無法繼續（{ $problem }）；已另存為 { $backup }
continue-set-aside-failed = 上次保留的對局無法繼續（{ $problem }）；也無法移開（{ $error }）
continue-failed = 保留的對局無法繼續：{ $problem }
continue-parted = 保留的對局與紀錄不符：已另外存放，從不符之處接著玩

## 線上排行榜
online-sending = 正在上傳到排行榜…
online-waiting = 連上網路後會上傳到排行榜
online-rank-daily = 今日挑戰排名第 { $rank }
online-rank-time-attack = 計時挑戰排名第 { $rank }
online-rank-endless = 無盡模式排名第 { $rank }
online-rank-level = 本關排名第 { $rank }
online-refused = 排行榜未收錄這一局：{ $reason }
online-needs-name = 取好名字後就會上傳（設定 → 線上）
online-title = 線上
settings-open-online = 線上
online-server = 伺服器：{ $value }
online-name = 你的名字：{ $value }
online-value-none = 無
online-server-bad = 這不是伺服器位址：請輸入 https://主機 或 http://主機:連接埠（留空表示不使用）
online-name-unset = 取個名字，成績才能上榜：1 到 16 個字母、數字或中文字
online-name-length = 名字須為 1 到 { $most } 個字元；這個有 { $chars } 個
online-name-character = 名字只能使用字母、數字和中文字：「{ $char }」都不是
online-name-restricted = 名字不能用「{ $char }」：這是看不見的字、全形或花式字形，或已不再使用的字
online-name-mixed-scripts = 這個名字混用了不會寫在一起的文字
online-name-kept = 已儲存：設定伺服器後就會註冊
online-name-binding = 正在註冊 { $name }…
online-name-bound = { $name } 在這台伺服器上歸你所有
online-name-taken = { $name } 已被其他玩家使用：請換一個
online-name-refused = 伺服器拒絕了這個名字：{ $reason }
online-name-offline = 無法連上伺服器：連上後會自動註冊這個名字
online-key-warning = 你的名字綁定在遊戲資料夾中的金鑰檔案 online/key 上。遺失金鑰檔案就會失去這個名字：請保留一份備份。
online-sharing = 分享我的排行榜對局：{ $value }
online-sharing-about = 開啟後，其他玩家可以取得你在排行榜上的對局，與它的影子比賽。預設關閉。
online-sharing-waiting = 名字註冊好、連上伺服器後，就會送出你的選擇
online-sharing-kept-on = 已分享：其他玩家可以與你排行榜對局的影子比賽
online-sharing-kept-off = 未分享：你的排行榜對局只屬於你
online-sharing-refused = 伺服器拒絕了你的選擇：{ $reason }
online-typing-hint = 按 Enter 開始輸入，再按 Enter 儲存，按 Esc 放棄修改
leaderboard-title = 排行榜
leaderboard-open = 排行榜
leaderboard-board-daily = 今日挑戰（{ $date }）
leaderboard-board-time-attack = 計時挑戰
leaderboard-board-endless = 無盡模式
leaderboard-board-level = 本關（{ $level }）
leaderboard-loading = 載入中…
leaderboard-unreachable = 無法連上伺服器：{ $reason }
leaderboard-empty = 還沒有成績，快來搶第一
leaderboard-offline = 尚尚未設定排行榜伺服器（設定 → 線上）
leaderboard-switch = ← → 切換排行榜
leaderboard-you = 你的排名：第 { $rank } 名
leaderboard-back = 返回
leaderboard-race = 比一比
leaderboard-race-fetching = 正在取得 { $name } 的對局…
leaderboard-race-failed = 無法與 { $name } 的對局比賽：{ $reason }
leaderboard-name = 你的名字：{ $name }。名字綁定在資料夾中的金鑰檔案 online/key 上：遺失金鑰檔案，就會失去這個名字。

# 對戰房間
menu-race = 對戰
hud-race = 對戰
race-title = 對戰
race-about = 2 到 6 名玩家在同一個盤面上比快：先消完的人獲勝。
race-create = 建立房間
race-items-on = 道具：開
race-items-off = 道具：關
race-level = 關卡：{ $level }
race-level-server = 關卡：由伺服器挑選
race-join = 加入房間 { $code }
race-join-empty = 加入：輸入房間的六個字母
race-quick = 快速配對
race-choose-name = 選擇你的名字（設定 → 線上）
race-back = 返回
race-joining = 正在尋找房間…
race-code = 房間代碼
race-share = 分享房間代碼：朋友可以用它加入。
race-players = 玩家（{ $n }/6）
race-host = { $name }（房主）
race-host-you = { $name }（房主，你）
race-you = { $name }（你）
race-start = 開始對戰
race-waiting = 等待房主開始…
race-leave = 離開房間
race-refused = 房間回覆：{ $reason }
race-offline = 連線中斷：對戰在本機繼續進行，但無法驗證。
race-bad-level = 無法讀取房間的關卡：你已退出對戰。
race-dropped = { $name } 已退出對戰
race-connection-lost = 連線中斷：對戰在本機繼續進行，但無法驗證
race-item-hide = 遮蔽
race-item-freeze = 冰凍
race-item-landed = { $name } 對你投擲了{ $item }！
race-item-thrown = 已對 { $name } 投擲{ $item }
race-opponents = 對手
race-pairs = 剩餘 { $n } 對
race-combo = 連擊 ×{ $combo }
race-out = 已出局
race-target = 瞄準中
race-held = 持有道具：{ $items }
race-held-none = 持有道具：無
race-throw = 投擲（{ $key-throw-item }）
race-next-target = 換目標（{ $key-next-target }）
race-frozen = 被冰凍了！
race-hidden = 牌面被遮蔽了！
race-result-title = 對戰結束
race-you-cleared = 你用了 { $time } 消完
race-you-not-cleared = 你沒有消完
race-pending = 正在驗證名次…
race-unverified = 未驗證：連線已中斷
race-place = 第 { $place } 名  { $name }   { $time }
race-place-out = 第 { $place } 名  { $name }   未消完
race-place-left = 第 { $place } 名  { $name }   中途離開
race-place-refused = 第 { $place } 名  { $name }   成績未通過驗證
race-to-title = 返回標題畫面
race-computer-open = 與電腦對戰
race-computer-level = 盤面：{ $level }
race-computer-about = 電腦玩家和你在同一個盤面上比快。它們只看得到你看得到的，想的時間也和人差不多。不記錄成績。
race-computer-seats = 電腦玩家：{ $n } 名
race-computer-tier-row = 電腦水準：{ $tier }
race-computer-beginner = 新手
race-computer-club = 熟手
race-computer-expert = 高手
race-computer-name = 電腦 { $n }（{ $tier }）
race-computer-you = 你

# Quick game
menu-quick-game = 快速遊戲
quick-game = 快速遊戲
quick-deal = 開局
quick-size = 盤面  < { $value } >
quick-size-custom = { $size }（自訂）
quick-width = 寬度  < { $value } >
quick-height = 高度  < { $value } >
quick-difficulty = 難度  < { $value } >
quick-easy = 簡單
quick-medium = 中等
quick-hard = 困難
quick-easy-about = 簡單：一對牌發在相近的位置。
quick-medium-about = 中等：一對牌隨意發在任何位置。
quick-hard-about = 困難：一對牌發在相距很遠的位置。
quick-gravity = 重力  < { $value } >
quick-ring = 可繞盤面外圈連線  < { $value } >
quick-slide = 牌可滑動  < { $value } >
quick-turns = 連線最多轉彎  < { $value } >
quick-kinds = 牌的種類  < { $value } >
quick-kinds-auto = 自動（{ $count }）
quick-time = 時限  < { $value } >
quick-time-none = 無
quick-minutes = { $minutes } 分鐘
quick-keys = 用左右方向鍵調整選取項 · 遊戲中按 N 重新發牌
action-new-deal = 重新發牌
finish-look = 看看盤面
lesson-gravity = 有些盤面的牌會往下落。連上框中的一對，看上面的牌落進空位。

# 名人堂與統計
menu-hall-of-fame = 名人堂
menu-statistics = 統計
hall-of-fame = 名人堂
hall-no-board = 還沒有消完過盤面
hall-unaided = 未用幫助的過關
hall-assisted = 用了幫助的過關
hall-sorted = 依{ $order }排序
hall-sort-score = 得分
hall-sort-time = 用時
hall-sort-name = 名字
hall-sort-date = 日期
hall-name = 名字
hall-score = 得分
hall-time = 用時
hall-date = 日期
hall-empty = 這裡還沒有過關紀錄。
hall-player = 目前玩家：{ $name }
hall-keys = 左/右：換榜或換玩家 · 在玩家上按 Enter：輸入新名字
hall-clear = 清空此榜
hall-clear-confirm = 確定清空？
hall-placed = 名人堂：第 { $place } 名！
hall-board-quick = 快速遊戲 { $rules }
hall-board-relaxed = { $level }（休閒）
hall-gravity = 重力{ $way }
hall-no-ring = 無外圈
hall-turns = { $count } 個轉彎
hall-turns-any = 轉彎不限
hall-kinds = { $count } 種牌
stats-title = 統計
stats-totals = 局數 { $games } · 過關 { $clears } · 最長連勝 { $streak } · 連續天數 { $days } · 提示 { $hints }
stats-records = 已過關關卡 { $levels } · 關卡過關紀錄 { $clears } · 用了幫助的局 { $helped }
stats-chart-days = 每日局數（最近 { $days } 天）
stats-chart-size = { $size } 的過關用時
stats-chart-levels = 關卡：設計者的估計與你的體驗
stats-legend-days = 灰色：完成的局 · 金色：過關的局
stats-legend-size = 點：每次過關的用時 · 金線：趨勢
stats-legend-levels = 灰色：設計者的估計 · 金色：你玩下來的難度（未憑自己過關的局所佔比例）· 左易右難
tile-set-desktop = 桌面牌組
tile-set-by = { $set }（{ $author } 繪）
tile-set-look-alikes = { $set }（{ $pairs } 對相似）
tile-set-desktop-broken = 桌面牌組「{ $set }」無法使用（{ $reason }）：改用遊戲內建的牌
background-plain = 純色
background-felt = 綠呢
background-wood = 胡桃木板
background-fret = 漆紅回紋
background-paper = 宣紙
background-desktop = 桌面背景
background-broken = 背景「{ $name }」無法顯示（{ $reason }）：改用純色背景
ghost-title = 幽靈
ghost-name = { $name }
ghost-behind = 落後 { $seconds } 秒
ghost-ahead = 領先 { $seconds } 秒
ghost-faster = 更快找到的牌對：{ $pairs }
ghost-other-level = 幽靈的錄影是另一關的：不能在這個牌局上比賽
ghost-other-seed = 幽靈的錄影是這一關的另一局（種子不同）：不能在這個牌局上比賽
ghost-other-mode = 幽靈的錄影是用另一種模式玩的：不能在這個牌局上比賽
ghost-not-proven = 幽靈的錄影無法驗證：{ $reason }

## 復盤（勝利與失敗畫面）
finish-coach = 復盤
coach-title = 復盤
coach-working = 正在復盤這一局…
coach-failed = 這一局無法復盤：{ $reason }
coach-summary = 共消除 { $links } 次，用時 { $time } · 提示 { $hints } · 復原 { $undos } · 重排 { $redeals }
coach-page-timeline = 時間線
coach-page-wait = 長考 { $n }
coach-page-closing = 第 { $n } 步斷了退路
coach-no-closing = 沒有哪一步讓盤面無法清空。
coach-closings = 有 { $n } 步讓盤面無法清空：見其頁面。
coach-legend-timeline = 柱：每次消除前的等待（金色為最長）。藍線：可走的連法數。底部標記：提示（琥珀）、復原（紅）、重排（白）。
coach-wait = 第 { $n } 次消除（{ $at }）前等了 { $wait } 秒：當時有 { $open } 種連法可消
coach-legend-wait = 藍線：當時可走的連法。金線：你走的那一步。
coach-closing = 第 { $n } 次消除（{ $at }）之後，盤面再也無法清空；在此之前還可以。
coach-legend-closing = 紅線：斷了退路的那一步。藍線：當時可走的連法。
coach-try = 從這裡再試
hud-practice = 練習
practice-from-here = 從此刻開始練習：不記錄成績
practice-failed = 無法開始練習：{ $problem }
practice-parted = 練習盤面與原局不符：從不符之處接著玩
finish-race-best = 挑戰最佳紀錄
ghost-no-best = 這一關還沒有保存的最佳重播
won-ghost = 對陣 { $name }：你 { $you }，幽靈 { $ghost }
won-ghost-faster = 更快找到的牌對：{ $of } 對中的 { $n } 對（第 { $which } 次消除）
ghost-your-best = 你的最佳

# Special tiles: the first-meet cards
special-card-new = 新牌
special-card-ok = 知道了
special-card-proof = 每一局仍然都能消完：遊戲在你看到牌面之前就已證明。
special-ice-name = 冰凍
special-ice-about = 冰凍的牌不能選。它旁邊（上、下、左、右）的一張牌被消掉後，冰就化了。
special-lock-name = 上鎖
special-lock-about = 上鎖的牌在它的鑰匙被消掉之前不能選：鑰匙就是帶同色鑰匙的那張牌。
special-hidden-name = 蓋著的牌
special-hidden-about = 蓋著的牌在它旁邊的一張牌被消掉後翻開。蓋著也可以選，憑記憶或者猜。
special-timer-name = 碼錶
special-timer-about = 帶碼錶的牌被消掉時，給你加上它下面寫的秒數。
slide-choose = 有兩種滑法：點擊你想要的那條箭頭下的牌

## What a screen reader says (spoken, never drawn): the faces of the tiles, the board's cells, what happens.
face-tile = 第{ $number }種牌
face-mahjong = { $suit ->
    [characters] { $number }萬
    [dots] { $number }筒
    [bamboo] { $number }條
    [wind] { $number ->
        [1] 東風
        [2] 南風
        [3] 西風
       *[4] 北風
    }
    [dragon] { $number ->
        [1] 紅中
        [2] 發財
       *[3] 白板
    }
    [flower] 花{ $number }
   *[season] 季{ $number }
}
face-shape = { $shape ->
     [0] 圓
     [1] 方塊
     [2] 三角
     [3] 菱形
     [4] 星
     [5] 六邊形
     [6] 十字
     [7] 圓環
     [8] 倒三角
     [9] 月牙
     [10] 四角星
    *[11] 叉
}、{ $colour ->
     [0] 橙色
     [1] 天藍
     [2] 藍綠
     [3] 朱紅
     [4] 藍色
     [5] 紫紅
     [6] 栗色
    *[7] 石板灰
}{ $mark ->
    [1] 、一個點
    [2] 、兩個點
   *[0] {""}
}
face-critter = { $head ->
     [0] 熊
     [1] 貓
     [2] 兔子
     [3] 老鼠
     [4] 青蛙
    *[5] 小雞
}、{ $fur ->
     [0] 橙色
     [1] 天藍
     [2] 藍綠
     [3] 朱紅
     [4] 藍色
     [5] 紫紅
    *[6] 栗色
}
reader-board = 棋盤，{ $columns }欄{ $rows }列
reader-cell = { $face }，第{ $row }列第{ $column }欄
reader-empty = 空
reader-face-down = 背面朝上
reader-held = 暫時不能選
reader-selected = 已選
reader-block = 障礙
reader-picked = 選中 { $face }
reader-linked = 消掉 { $face }。還剩 { $left } 對
reader-announcements = 提示
reader-hint = 提示：{ $face }，第{ $row }列第{ $column }欄，和第{ $other_row }列第{ $other_column }欄
reader-moved = 牌落下：{ $n } 張
reader-shuffled = 牌已重排
reader-place = 第{ $row }列第{ $column }欄
reader-empties = { $n } 格空
reader-separator = ；
reader-row = 第{ $row }列：{ $cells }
reader-matches = { $face }：{ $count ->
    [0] 盤上沒有別的
   *[other] 還有 { $count } 張，在{ $places }
}。可連的對：{ $open }
reader-open-pairs = 可連的對：{ $open }
reader-opened = { $words }
reader-seconds-left = 還剩 { $n } 秒

card-title = 連連看 · { $level }
card-daily = 連連看 · 每日挑戰 { $day } · 連續 { $days } 天
card-links = { $n } 對
card-hints = { $n ->
    [0] 未用提示
   *[other] 提示 { $n } 次
}
card-cleared = 用時 { $time } · { $links } · { $hints }
card-not-cleared = 未過關 · 用時 { $time } · { $links }
finish-copy = 複製成績
card-race = 來和我在這一局的最佳成績比一比：{ $link }
race-link-no-server = 無法取得 { $name } 的對局：尚未設定排行榜伺服器（設定 → 線上）。這一局請自己來玩
card-copied = 成績已複製：貼給朋友吧
finish-animation = 儲存為動畫
coach-save-moment = 儲存這一刻
animation-saving = 正在儲存動畫…
animation-busy = 正在儲存另一段動畫，請稍候
animation-saved = 動畫已儲存：{ $file }
animation-failed = 動畫未能儲存（詳見日誌）
card-copy-failed = 無法使用剪貼簿
