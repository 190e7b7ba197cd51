# ゲームの日本語テキスト。en.ftl のすべてのメッセージと一対一で対応している必要があります（テストで確認）。
# { $n } などの差し込み値はゲームが埋めます。変数名は翻訳しないでください。
#
# 翻訳者メモ
# 言語：日本語（ja）。
# en.ftl（英語の原文）から翻訳し、意味の確認に zh.ftl（簡体字中国語）を参照しました。
# 用語：ゲーム名は「連連看」のまま。ジャンル名は「四川省（二角取り）」。
#   tile＝牌、board＝盤面、layout＝レイアウト、link＝つなぐ、turn＝曲がり（2 回まで）、
#   ring＝外周、level＝ステージ、pack＝ステージパック、power-up/item＝アイテム、
#   undo/redo＝元に戻す/やり直す、retry＝リトライ、replay＝リプレイ、leaderboard＝ランキング、
#   race＝対戦、room＝ルーム、lesson＝チュートリアル、row/column＝行/列、controller＝コントローラー。
#   ボタンは短い名詞句、説明文は です・ます調。
# 四川省を遊ぶ日本語ネイティブの方のレビューを歓迎します。修正は issue でお知らせください。

## タイトル画面
title-name = 連連看
title-subtitle = 四川省（二角取り）
title-tagline = 2 回まで曲がる線で、同じ牌のペアをつなごう
title-controls = 矢印キー + Enter、またはマウス
menu-play = プレイ
menu-levels = ステージ選択
menu-settings = 設定
menu-quit = 終了
menu-back = 戻る
menu-main = メインメニュー

## ポーズ
pause-title = ポーズ中
pause-title-race = 対戦メニュー
pause-why = タイマーは止まっています
pause-why-race = 対戦は続いています：タイマーは進んでいます
pause-why-reason = ポーズ中：{ $reason }。タイマーは止まっています
pause-reason-focus = ウィンドウのフォーカスが外れました
pause-reason-pad = コントローラーが切断されました
pad-connected = コントローラー接続：{ $name }
pad-disconnected = コントローラーが切断されました
pause-resume = 再開
pause-retry = この盤面をやり直す

## 設定
settings-title = 設定
settings-controls = 左右キーで選択中の設定を変更
setting-volume = 効果音の音量  < { $value }% >
setting-music = BGM  < { $value }% >
setting-sound = サウンド  < { $value } >
setting-speed = 消える速さ  < { $value } >
setting-cursor = カーソルを常に表示  < { $value } >
setting-theme = テーマ  < { $value } >
setting-fullscreen = 全画面  < { $value } >
setting-contrast = ハイコントラスト牌  < { $value } >
setting-motion = 動き  < { $value } >
setting-size = 文字の大きさ  < { $value }% >
setting-zoom = 盤面の大きさ  < { $value }% >
zoom-now = 盤面の大きさ { $percent }%
setting-language = 言語  < { $value } >
setting-tile-set = 牌の絵柄  < { $value } >
setting-colour-vision = 色覚  < { $value } >
setting-background = 背景  < { $value } >
setting-chinese-style = 花牌同士・季節牌同士（麻雀）  < { $value } >
tile-set-shapes = 図形
tile-set-mahjong = 麻雀牌

## 操作
settings-open-controls = キー設定
controls-title = キー設定
controls-row = { $action }：{ $keys }
controls-hint = 操作を選び、新しいキーを押してください（Shift や Ctrl との同時押しも可）。Esc で中止します。
controls-waiting = 「{ $action }」の新しいキーを押してください（Esc で中止）
controls-clash = { $key } は「{ $other }」で使用中です：「{ $action }」のキーは変わりません
controls-reset = 初期設定に戻す
controls-reset-done = すべてのキーを初期設定に戻しました
action-cursor-up = カーソル上
action-cursor-down = カーソル下
action-cursor-left = カーソル左
action-cursor-right = カーソル右
action-pick = 牌を選ぶ
action-let-go = 選択解除（またはポーズ）
action-undo = 元に戻す
action-redo = やり直す
action-pause = ポーズ
action-restart = 最初からやり直す
action-previous-level = 前のステージ
action-next-level = 次のステージ
action-open-editor = ステージエディター
action-screenshot = スクリーンショット
action-replay-speed = リプレイ速度
action-throw-item = 対戦アイテムを投げる
action-next-target = 次の相手を狙う
action-read-row = 行を読み上げる
action-read-matches = 同じ牌を読み上げる
action-zoom-in = 盤面を大きく
action-zoom-out = 盤面を小さく
tile-set-critters = どうぶつ
tile-set-too-few-kinds = このステージには牌が { $needs } 種類ありますが、「{ $set }」は { $has } 種類しかありません：「{ $shown }」で表示します
tile-sheet-size = { $path }：画像は { $width }×{ $height } ピクセルですが、{ $columns } 列 × { $rows } 行の正方形の絵柄（1 つ { $min }〜{ $max } ピクセル）である必要があります：別の絵柄で表示します
tile-sheet-too-few = { $path }：画像の絵柄は { $faces } 個ですが、このセットには { $kinds } 種類あります
tile-sheet-unreadable = { $path }：画像として読み込めません：別の絵柄で表示します
value-on = オン
value-off = オフ
speed-slow = 遅い
speed-normal = 普通
speed-fast = 速い
theme-system = システム
theme-dark = ダーク
theme-light = ライト
motion-system = システム
motion-full = すべて
motion-reduced = 減らす
vision-typical = 一般色覚
vision-protan = P型色覚
vision-deutan = D型色覚
vision-tritan = T型色覚

## ステージ選択
levels-title = ステージ選択
levels-locked = ロック中
levels-not-cleared = 未クリア
levels-locked-notice = ステージ { $n } をクリアすると遊べます
levels-broken = プレイ不可
levels-broken-notice = ステージ { $n } はプレイできません：ファイルに問題があります（ステージ上に表示）
levels-page = { $page } / { $pages } ページ
levels-page-previous = 前へ
levels-page-next = 次へ
packs-title = ステージパック
packs-progress = { $levels } ステージ · { $cleared } クリア · { $stars } ★
packs-by = 作者：{ $author }
packs-problems = 問題 { $count } 件
editor-new-pack-name = マイステージ
editor-pack-made = 新しいパックを作成しました：{ $folder }
levels-next-locked = このステージをクリアすると次のステージが遊べます

## クリア・タイムアップ・手詰まり
won-title = クリア！
won-points = { $points } 点（タイムボーナス { $bonus }）
won-time = タイム { $time }
won-best = ベスト { $points } 点、{ $time }
won-helped = 使用したヘルプ：{ $help }
won-unaided = ヘルプなしのベスト：{ $points } 点、{ $time }
won-unaided-none = ヘルプなしのクリアはまだありません
help-power-up = { $title } ×{ $n }
help-undos = 元に戻す { $n } 回
levels-unaided = ヘルプなし { $points }  { $time }
news-best-both = ハイスコアとベストタイムを更新！
news-best-score = ハイスコア更新！
news-best-time = ベストタイム更新！
finish-next = 次のステージ
finish-retry = リトライ
finish-menu = メニュー
lost-title = タイムアップ
lost-goal-title = 目標未達成
lost-goal = 連結を使い切った時点で { $done }/{ $needed }
lost-pairs-left = 残り { $n } ペアでした
stuck-title = 手詰まり
stuck-why = つなげるペアがなく、残りの牌は配り直せません
stuck-power-ups = バーのアイテムはまだ使えます
stuck-undo = 元に戻す
stuck-back = 盤面に戻る
stuck-new-deal = 配り直す

## プレイ中
hud-pause = ポーズ ({ $key-pause })
hud-points = { $total } 点
hud-combo = コンボ x{ $combo }   { $total } 点
hud-test-play = テストプレイ（E：エディターに戻る）
hud-replay = リプレイ（{ $key-replay-speed }：早送り／通常速度）
hud-time-left = 残り { $clock }
hud-frozen = （フリーズ { $seconds } 秒）
hud-pairs-left = 残り { $n } ペア
hud-seed = シード { $seed }
board-code = 盤面コード：{ $code }
menu-enter-code = コードを入力
code-title = 友だちの盤面で遊ぶ
code-about = 盤面コード（例：LLK-40G9-38MH-Y4G0-5P）を入力して Enter：同じステージまたはクイックゲーム、同じモード、同じ配牌。
code-not-a-code = 盤面コードではありません：コードは LLK のあとの英数字です。
code-typo = 文字の打ち間違いか抜けがあります：もう一度確かめてください。
code-newer = このコードは新しいバージョンのゲームで作られました。
code-unknown = この盤面はありません：コードを作ったあとでステージが変わったか、このゲームのステージではありません。
hud-rule-gravity = 重力：{ $way }
hud-rule-turns = { $n ->
    [0] 直線のみ
   *[other] 曲がりは { $n } 回まで
}
hud-rule-any-turns = 曲がり回数は自由
hud-rule-slides = 牌を押せる
goal-board = 目標：盤面をクリア { $done }/{ $needed }
goal-ice = 目標：氷の牌をすべて消す { $done }/{ $needed }
goal-pairs = 目標：ペアを消す { $done }/{ $needed }
goal-links = ·  連結 { $links }/{ $most }
goal-aim-board = 盤面をクリア
goal-aim-ice = 氷の牌を消す
goal-aim-pairs = 1 種類のペア
goal-links-any = 制限なし
hud-moves-left = 取れる組 { $n }
notice-speed-not-recorded = 通常以外の速度では、プレイ内容は保存も送信もされません
notice-redealt = 手詰まりのため、牌を配り直しました
refused-same-tile = 同じ牌です：ペアになるもう 1 枚を選んでください
refused-not-a-tile = そこに牌はありません
refused-different-kinds = 違う牌です：同じ牌のペアしかつなげません
refused-other-group = 花牌は花牌と、季節牌は季節牌とペアになります
refused-too-many-turns = { $limit ->
    [0] つなげません：曲がる必要がありますが、このステージは直線のみです
   *[other] つなげません：{ $limit } 回より多く曲がる必要があります
}
refused-only-through-ring = つなげません：盤面の外周を通るしかありませんが、このステージでは通れません
refused-walled-off = つなげません：この 2 枚の間に通り道がありません
refused-frozen = 凍っています：先に隣の牌を消してください
refused-locked = 鍵がかかっています：先に同じ色の鍵の牌を消してください
refused-not-yet = { $special }：まだ選べません
banner-unplayable = このステージはプレイできません：
banner-fix = ファイルを修正して保存するとプレイできます。{ $key-next-level } で次のステージへ進みます。
deal-failed = ステージ「{ $name }」の牌を配れません：{ $error }
deal-error-no-tiles = レイアウトに牌のマスがありません
deal-error-odd-tiles = レイアウトの牌のマスが { $n } 個です。牌はペアなので偶数にしてください
deal-error-kinds = { $pairs } ペアに { $kinds } 種類：1 種類以上、かつペア数以下にしてください
deal-error-no-deal = { $attempts } 回試しても全部消せる配牌が見つかりません：どのマスともつながらない牌のマスがあります（石で囲まれていませんか？）
deal-error-not-settled = { $row } 行 { $column } 列の牌は最初の一手の前に滑って動きます。重力ありでは、すべての牌が静止した状態で始まる必要があります
deal-error-special-no-tile = { $column } 列 { $row } 行の特殊牌の下に牌がありません
deal-error-goal = { $attempts } 回配っても { $links } 回の連結以内で目標に届く盤面がありません
deal-error-stopped = 処理に時間がかかりすぎたため中止しました
deal-error-special-key = { $column } 列 { $row } 行の錠の鍵は { $key_column } 列 { $key_row } 行ですが、そこは別の牌ではありません
deal-error-special-lock-circle = { $column } 列 { $row } 行の錠はほかの錠と互いに待ち合う輪になっていて、どれも開きません
deal-error-special-gravity = 特殊牌は牌が動かない盤でのみ使えます：重力とスライドは牌を動かします
progress-not-saved = 進行状況を保存できません（{ $error }）。保存せずにゲームを続けます
settings-not-saved = 設定を保存できません（{ $error }）。今回の起動中のみ有効です
notice-no-audio = 使えるサウンドデバイスがありません。音なしで遊べます
failure-title = 連連看を続けられません
failure-no-gpu = Vulkan に対応したグラフィックドライバーが見つかりません。システムの Vulkan ドライバー（Debian と Ubuntu では mesa-vulkan-drivers）をインストールして、もう一度起動してください。
failure-crash = 回復できないエラーが起きました：{ $details }

## アイテム
power-up-hint = ヒント
power-up-bomb = 爆弾
power-up-shuffle = シャッフル
power-up-freeze = フリーズ
power-up-reveal = 透視
power-up-lightning = 雷
power-up-unknown = 「{ $name }」というアイテムはありません
power-up-none-left = { $title }はもうありません
power-up-aim-tile = { $title }：牌を選んでください（{ $key-let-go } で取消）
power-up-aim-kind = { $title }：消したい種類の牌を選んでください（{ $key-let-go } で取消）
power-up-level-unknown = このステージには、ゲームにないアイテムが設定されています：{ $names }
hint-busy = ペアを探しています
hint-none = 安全に示せるペアがありません：まもなく配り直します
bomb-busy = 前の爆弾がまだ爆発していません
bomb-no-partner = この牌には、盤面を解ける状態に保てる相手がいません
bomb-stale = 爆発の前に盤面が変わりました：もう一度どうぞ
shuffle-busy = 前のシャッフルがまだ終わっていません
shuffle-no-board = シャッフルする盤面がありません
shuffle-cannot = 残りの牌をシャッフルしても、全部消せる盤面になりません
shuffle-stale = シャッフルの前に盤面が変わりました：もう一度どうぞ
reveal-needs-tile = 透視には牌の選択が必要です
lightning-needs-tile = 雷には牌の選択が必要です

## ステージエディター
editor-title = ステージエディター
editor-new-level = 新規ステージ
editor-editing-file = 編集中：{ $file }
editor-editing-copy = プレイ中のステージのコピーを編集中
editor-cannot-play = プレイできません：{ $error }
editor-saved = 保存しました：{ $file }
editor-not-saved = 保存できませんでした：{ $error }
editor-brush-tile = 牌 1
editor-brush-empty = 空き 2
editor-brush-stone = 石 3
editor-width-less = 幅- [
editor-width-more = 幅+ ]
editor-height-less = 高さ- ;
editor-height-more = 高さ+ '
editor-kinds-less = 種類- -
editor-kinds-more = 種類+ =
editor-turns = 曲がり T
editor-ring = 外周 R
editor-mirror = ミラー M
editor-undo = 元に戻す Ctrl+Z
editor-redo = やり直す Ctrl+Y
editor-symmetry-none = オフ
editor-symmetry-left-right = 左右
editor-symmetry-top-bottom = 上下
editor-symmetry-both = 上下左右
editor-fill = 塗りつぶし F
editor-clear = 全消去 C
editor-test-play = テストプレイ P
editor-save = 保存 Ctrl+S
editor-leave = ゲームに戻る Esc
editor-size = { $width } x { $height } マス
editor-tiles = 牌 { $tiles } 枚
editor-odd = （奇数：1 枚増やすか減らしてください）
editor-kinds = { $kinds } 種類
editor-rules = 曲がり：{ $turns }   外周：{ $ring }
editor-brush = ブラシ：{ $brush }   ミラー：{ $mirror }
editor-turns-any = 制限なし
editor-brush-name-tile = 牌
editor-brush-name-empty = 空き
editor-brush-name-stone = 石
editor-mouse = マウス：左クリックで描く、右クリックで消す
editor-brush-plain = 特殊なし
editor-special-needs-tile = 特殊牌は牌の上に置きます：まずここに牌を描いてください。
editor-lock-choose-key = このロックの鍵になる牌をクリックしてください（同じ牌をもう一度押すと取り消し）。
editor-lock-too-many-keys = 鍵は1ステージに { $most } 個まで（A〜Z）：置いた鍵を使ってください。
editor-page-board = 盤面 F2
editor-page-level = ステージ F2
field-name = 名前
field-name-zh = 中国語名
field-id = ID
field-time-limit = 制限時間（秒）
field-stars = 星のスコア
field-seed = シード
field-difficulty = 難易度
field-gravity = 重力
field-chinese-style = 花牌ルール
field-chinese-choice = プレイヤーが選択
field-tiles-slide = 牌のスライド
field-goal = 目標
field-goal-pairs = ペア・種類
field-goal-links = 連結の上限
field-board = 盤面
field-board-dealt = ランダム配牌
field-board-painted = 手で配置
field-kind-brush = 描く牌の種類
field-power-ups = 付与アイテム
field-pack = 保存先
field-pack-new = 新しいパック
field-new-pack = 新規パック
field-empty-name-zh = （名前と同じ）
field-empty-id = （ファイル名）
field-empty-time = （制限なし）
field-empty-seed = （毎回新しく配る）
field-expected-whole = 120 のような整数を入力してください
field-expected-fraction = 0.6 のような 0〜1 の数を入力してください
field-checking = チェック中…
field-check-good = ✓ ステージ OK：{ $ms } ms で全部消せる配牌を確認
field-check-no-deal = 全部消せる配牌がありません：{ $error }
field-check-problems = 問題 { $count } 件
gravity-none = なし
gravity-down = 下
gravity-up = 上
gravity-left = 左
gravity-right = 右
gravity-split_vertical = 中央から上下へ
gravity-split_horizontal = 中央から左右へ
gravity-towards_centre = 中央へ

## ステージファイルの問題（それぞれの前に ファイル:行:列 が付きます）。
# 問題は 1 行に 1 つ。問題はその位置の後に続きます。
problem-list = { $problems }
problem-at = { $place }: { $problem }
problem-too-big = ファイルが { $bytes } バイトあります。ステージファイルは最大 { $most } バイトです
problem-syntax = 書式エラー：{ $detail }
problem-not-utf8 = UTF-8 テキストではありません（オフセット { $offset } に不正なバイト）
problem-cannot-read = 読み込めません：{ $error }
problem-name-empty = 名前（name）が空です
problem-name-long = 名前（name）が { $most } 文字を超えています
problem-names-code = names：{ $code } は言語コードではありません。"zh" のようなコードにしてください
problem-names-length = names：{ $code } の名前は 1〜{ $most } 文字にしてください
problem-id = id { $id }：英小文字・数字・'-'・'_' で 1〜{ $most } 文字にしてください
problem-background = 背景 { $id }：1～{ $most } 文字の英字・数字・'.'・'-'・'_' が必要です（"fret" や "desktop.egyptian" などの背景 ID）
problem-time-limit = time_limit が { $seconds } 秒です。1〜{ $most } 秒にしてください
problem-power-up-name = アイテム名 { $name }：英小文字・数字・'_' のみ使えます
problem-power-up-count = アイテム { $name }：{ $count } 回。最大 { $most } 回です
problem-difficulty = difficulty が { $value } です。0.0（ペアが近い）〜1.0（遠い）にしてください
problem-stars = stars { $stars }：星 1・2・3 つに必要な、増えていく 3 つのスコアを指定してください
problem-no-tiles = レイアウト（layout）に牌のマス（'x'）がありません
problem-odd-tiles = レイアウトの牌のマスが { $tiles } 個です。牌はペアなので偶数にしてください
problem-kinds = kinds が { $kinds } です。1〜{ $most } にしてください（レイアウトには { $pairs } ペアが入り、ゲームの絵柄は { $faces } 種類です）
problem-kinds-with-fixed = fixed があるときは kinds を設定できません：牌の種類は fixed の牌で決まります
problem-rows-empty = { $field } が空です。マスの行を並べてください
problem-rows-too-big = { $field } が { $size } マスあります。最大 { $most } マスです
problem-row-length = { $field } の { $row } 行目は { $cells } マスですが、1 行目は { $width } マスです。すべての行をそろえてください
problem-cell = { $field } { $row } 行 { $column } 列：{ $found } があります。{ $expected } が必要です
problem-expected-layout = 'x'（牌のマス）、'.'（空き）、'#'（障害物）のいずれか
problem-expected-fixed = 英字か数字（牌の種類）、'.'（空き）、'#'（障害物）のいずれか
problem-expected-specials = '.'（なし）、'I'（氷）、'H'（伏せ）、'T'（タイマー）、小文字（錠）、または錠の文字の大文字（鍵）。MOD の特殊牌は独自の記号を使います
problem-specials-size = specials は { $size } マス、layout は { $layout } マスです：同じ大きさにしてください
problem-specials-no-tile = specials { $row } 行 { $column } 列：{ $found } の下に layout の牌がありません
problem-goal-no-ice = 目標は氷を消すことですが、このステージに氷の牌がありません（specials: I）
problem-goal-kind = goal の kind { $kind } はこのステージで配る種類ではありません。最初の種類は a です
problem-goal-pairs = goal は { $kind } を { $pairs } ペア求めています。1〜{ $most }（毎回配られるペア数）にしてください
problem-goal-pairs-needs = goal の clear: pairs には kind（文字）と pairs（ペア数）が必要です
problem-goal-kind-without-pairs = goal の kind と pairs は clear: pairs でのみ使えます
problem-goal-board-links = 盤面のクリアには全ペア分の連結が要ります：within_links は clear: ice か clear: pairs と使ってください
problem-goal-links = goal の within_links が { $links } です。1〜{ $most }（盤面のペア数）にしてください
problem-specials-no-key = specials { $row } 行 { $column } 列：錠 { $found } に鍵がありません。開ける牌に { $key } を付けてください
problem-specials-key-twice = specials { $row } 行 { $column } 列：鍵 { $found } が二度付いています。錠の鍵は一つです
problem-specials-gravity = 特殊牌と重力は一緒に使えません：牌が自分のマスを離れてしまいます
problem-specials-sliding = 特殊牌とスライドは一緒に使えません：牌が自分のマスを離れてしまいます
problem-specials-with-fixed = 特殊牌は配られる盤面専用です：fixed の盤面には置けません
problem-slides = layout { $row } 行 { $column } 列：重力 { $gravity } では、この牌は開始時に滑って動きます。{ $side }に牌か障害物か盤面の端が来るようにしてください
problem-slides-centre = layout { $row } 行 { $column } 列：重力 { $gravity } では、この牌は開始時に滑って動きます。{ $side }に牌か障害物を置くか、中央線に接する位置へ移してください
problem-side-below = その下
problem-side-above = その上
problem-side-left = その左
problem-side-right = その右
problem-fixed-size = fixed は { $size } マスですが、レイアウトは { $layout } です。一致させてください
problem-fixed-cell = fixed の { $row } 行 { $column } 列がレイアウトと合いません（牌の種類は、レイアウトが 'x' の場所にだけ、必ず書きます）
problem-fixed-unpaired = fixed で枚数が奇数の種類があり、すべてをペアにできません：{ $kinds }
problem-fixed-stuck = fixed の盤面は全部消せません：どの順番で消しても手詰まりになります
problem-fixed-gave-up = { $seconds } 秒かけて { $positions } 局面を調べましたが、fixed の盤面が全部消せることを証明できず、中断しました：{ $limit }。fixed の盤面は書かれたとおりに配られるため、証明が必要です。小さくするか、絡み合いを減らしてください
problem-budget-time = 時間切れになりました
problem-budget-positions = 調べられる局面は最大 { $most } 個です
problem-budget-memory = 探索に使えるメモリは最大 { $most } MiB です（記憶した局面と、試している盤面・手を含みます）

## 起動時に読み込めなかったセーブファイル（進行状況・設定）。
save-unreadable-kept = { $file }：読み込めません（{ $error }）。ファイルはそのままにし、今回は上書きしません
save-unreadable = { $file }：読み込めません（{ $error }）。最初から始めます
save-damaged-moved = { $file } が壊れています（{ $problem }）。最初から始めます。壊れたファイルは { $backup } として残します
save-damaged-stays = { $file } が壊れています（{ $problem }）。最初から始めます。ファイルを移動できなかったため（{ $error }）、そのままにし、今回は上書きしません
save-problem-syntax = { $line } 行 { $column } 列：{ $detail }
save-problem-utf8 = UTF-8 テキストではありません：{ $detail }
save-problem-too-large = ファイルが { $bytes } バイトあります。セーブは最大 { $most } バイトです

## リプレイ
replay-showing = リプレイ：{ $key-replay-speed } で早送り／通常速度、{ $key-pause } でポーズ
replay-speed = リプレイ速度 ×{ $speed }
replay-parted = { $time } 秒の時点でゲームの結果がリプレイと一致しません：リプレイはここで終了します

## ゲームモード
menu-modes = モード
modes-title = モード選択
mode-classic = クラシック
mode-classic-about = ステージパックをそのままで。タイマー、星、記録あり。
mode-relaxed = リラックス
mode-relaxed-about = 同じステージを、タイマーなし・ヒント無料・タイムボーナスなしで。
mode-daily = デイリーチャレンジ
mode-daily-about = 1 日 1 盤面、全員共通。最初の 1 回が記録になります。
daily-today-open = 今日（{ $date }）：未プレイ
daily-today-begun = 今日：開始済み（プレイ済みとして扱います）
daily-today-cleared = 今日：クリア、{ $time } で { $points } 点
daily-today-lost = 今日：未クリア（{ $points } 点）。練習として再プレイできます
daily-streak = 連続 { $days } 日
daily-cleared = デイリーチャレンジクリア！連続 { $days } 日
daily-over = 今日の挑戦は終わりました。盤面は練習用に残ります
hud-relaxed = リラックス
hud-daily-practice = 練習
mode-time-attack = タイムアタック
mode-time-attack-about = 持ち時間 1 分。つなぐたびに 2 秒回復し、盤面をクリアすると次の盤面へ。
mode-endless = エンドレス
mode-endless-about = 盤面が次々と、だんだん難しく。時間切れになるまで続きます。
hud-time-attack = タイムアタック
hud-endless = エンドレス
hud-run = 盤面 { $stage } · 獲得 { $points } 点
run-next-board = 盤面 { $stage }！ここまで { $points } 点
run-over-title = 終了
run-result = { $points } 点、{ $boards } 盤面クリア
run-new-best = 自己ベスト更新！
run-best = ベスト：{ $points } 点
run-first = 初めての挑戦
run-again = もう一度

## はじめてのチュートリアル
menu-lesson = チュートリアル
lesson-progress = チュートリアル · { $step } / { $steps }
lesson-straight = 枠の付いた 2 枚の牌をクリック：同じ牌は直線でつなげます。
lesson-one-turn = 線は角で曲がれます。枠の付いたペアをつないでください：曲がり 1 回。
lesson-two-turns = 石がじゃまです：線は 2 回曲がって石をよけます。
lesson-ring = 線は盤面の外側も通れます。その方法で枠の付いたペアをつないでください。
lesson-three-turns = 曲がりは 2 回まで！枠の付いたペアを試してください：3 回曲がる必要があるので、つなげません。
lesson-hint = 行き詰まったら？ヒントボタン（H）を押すと、つなげるペアがわかります。
lesson-hint-shown = ヒントがペアを示しています：つないでください。
lesson-well-done = よくできました！
lesson-refused-seen = そのとおり：3 回は 1 回多すぎます。
lesson-skip = チュートリアルをスキップ（{ $key-let-go }）
lesson-done = チュートリアル完了：ゲームをお楽しみください！
## 前回の続き
menu-continue = つづきから
continue-resumed = 前回の続きから再開しました
continue-catching-up = 前回の続きを準備中…
continue-set-aside = 前回保存したゲームを続けられません（{ $problem }）。{ $backup } として残しています
continue-set-aside-failed = 前回保存したゲームを続けられません（{ $problem }）。ファイルを移動することもできませんでした（{ $error }）
continue-failed = 保存したゲームを続けられません：{ $problem }
continue-parted = 保存したゲームが記録どおりに進みません：別に保管し、食い違った時点から続けます

## オンラインランキング
online-sending = ランキングに送信中…
online-waiting = オンラインになったらランキングに送信します
online-rank-daily = 今日のランキング { $rank } 位
online-rank-time-attack = タイムアタックのランキング { $rank } 位
online-rank-endless = エンドレスのランキング { $rank } 位
online-rank-level = このステージのランキング { $rank } 位
online-refused = ランキングに登録されませんでした：{ $reason }
online-needs-name = 名前を決めると送信されます（設定 → オンライン）
online-title = オンライン
settings-open-online = オンライン
online-server = サーバー：{ $value }
online-name = あなたの名前：{ $value }
online-value-none = なし
online-server-bad = サーバーのアドレスではありません：https://ホスト または http://ホスト:ポート の形で入力してください（使わない場合は空欄）
online-name-unset = ランキングに載るには名前を決めてください：文字か数字で 1〜16 文字（漢字・かなも可）
online-name-length = 名前は 1〜{ $most } 文字です。入力された名前は { $chars } 文字です
online-name-character = 名前に使えるのは文字と数字だけです（漢字・かなも可）：「{ $char }」は使えません
online-name-restricted = 名前に「{ $char }」は使えません（見えない文字、全角・装飾用の字形、今は使われない文字）
online-name-mixed-scripts = その名前は一緒に書かれない文字体系を混ぜています
online-name-kept = 保存しました：サーバーを設定すると登録されます
online-name-binding = { $name } を登録中…
online-name-bound = { $name } はこのサーバーであなたの名前になりました
online-name-taken = { $name } はほかのプレイヤーが使っています：別の名前にしてください
online-name-refused = サーバーがこの名前を拒否しました：{ $reason }
online-name-offline = サーバーに接続できません：接続できたら名前を登録します
online-key-warning = あなたの名前は、ゲームのデータフォルダー内の鍵ファイル online/key と結び付いています。鍵ファイルをなくすと名前も失われます：コピーを取っておいてください。
online-sharing = ランキングの対局を公開：{ $value }
online-sharing-about = 公開すると、ほかのプレイヤーがあなたのランキングの対局を取得し、ゴーストとして競争できます。オンにするまでオフです。
online-sharing-waiting = 名前が登録され、サーバーにつながると送信されます
online-sharing-kept-on = 公開中：ほかのプレイヤーがあなたの対局のゴーストと競争できます
online-sharing-kept-off = 非公開：ランキングの対局はあなただけのものです
online-sharing-refused = サーバーが選択を拒否しました：{ $reason }
online-typing-hint = Enter で入力、もう一度 Enter で決定、Esc で変更を取り消し
leaderboard-title = ランキング
leaderboard-open = ランキング
leaderboard-board-daily = 今日の盤面（{ $date }）
leaderboard-board-time-attack = タイムアタック
leaderboard-board-endless = エンドレス
leaderboard-board-level = このステージ（{ $level }）
leaderboard-loading = 読み込み中…
leaderboard-unreachable = サーバーに接続できません：{ $reason }
leaderboard-empty = まだ記録がありません：一番乗りを目指そう
leaderboard-offline = ランキングサーバーが設定されていません（設定 → オンライン）
leaderboard-switch = ← → ランキング切替
leaderboard-you = あなた：{ $rank } 位
leaderboard-back = 戻る
leaderboard-race = 競争
leaderboard-race-fetching = { $name } の対局を取得中…
leaderboard-race-failed = { $name } の対局とは競争できません：{ $reason }
leaderboard-name = { $name } としてプレイ中。名前はデータフォルダーの鍵ファイル online/key と結び付いています：鍵ファイルをなくすと名前も失われます。

# 対戦ルーム
menu-race = 対戦
hud-race = 対戦
race-title = 対戦
race-about = 2〜6 人が同じ盤面で競争：最初に全部消した人の勝ち。
race-create = ルームを作る
race-items-on = アイテム：オン
race-items-off = アイテム：オフ
race-level = ステージ：{ $level }
race-level-server = ステージ：サーバーが選択
race-join = ルーム { $code } に参加
race-join-empty = 参加：ルームの 6 文字を入力
race-quick = クイックマッチ
race-choose-name = 名前を決めてください（設定 → オンライン）
race-back = 戻る
race-joining = ルームを探しています…
race-code = ルームコード
race-share = コードを共有しよう：友だちはこのコードで参加できます。
race-players = プレイヤー（{ $n } / 6）
race-host = { $name }（ホスト）
race-host-you = { $name }（ホスト、あなた）
race-you = { $name }（あなた）
race-start = 対戦開始
race-waiting = ホストの開始を待っています…
race-leave = ルームを出る
race-refused = ルームからの応答：{ $reason }
race-offline = 接続が切れました：対戦はこの端末で続きますが、検証されません。
race-bad-level = ルームのステージを読み込めません：対戦から抜けました。
race-dropped = { $name } が対戦から抜けました
race-connection-lost = 接続が切れました：対戦はこの端末で続きますが、検証されません
race-item-hide = 目隠し
race-item-freeze = 氷結
race-item-landed = { $name } があなたに「{ $item }」を投げました！
race-item-thrown = { $name } に「{ $item }」を投げました
race-opponents = 相手
race-pairs = 残り { $n } ペア
race-combo = コンボ ×{ $combo }
race-out = 脱落
race-target = 狙い中
race-held = 所持アイテム：{ $items }
race-held-none = 所持アイテム：なし
race-throw = 投げる（{ $key-throw-item }）
race-next-target = 次の相手（{ $key-next-target }）
race-frozen = 凍らされた！
race-hidden = 牌が隠された！
race-result-title = 対戦終了
race-you-cleared = { $time } でクリアしました
race-you-not-cleared = クリアできませんでした
race-pending = 順位を確認中…
race-unverified = 未検証：接続が切れました
race-place = { $place } 位  { $name }   { $time }
race-place-out = { $place } 位  { $name }   未クリア
race-place-left = { $place } 位  { $name }   途中退出
race-place-refused = { $place } 位  { $name }   クリア未証明
race-to-title = タイトルへ
race-computer-open = コンピューターと対戦
race-computer-level = 盤面：{ $level }
race-computer-about = コンピューターが同じ盤面であなたと競います。見えるものはあなたと同じで、考える時間も人並みです。記録は残りません。
race-computer-seats = コンピューター：{ $n } 人
race-computer-tier-row = 強さ：{ $tier }
race-computer-beginner = 初心者
race-computer-club = 中級者
race-computer-expert = 上級者
race-computer-name = コンピューター { $n }（{ $tier }）
race-computer-you = あなた

# Quick game
menu-quick-game = クイックゲーム
quick-game = クイックゲーム
quick-deal = 配る
quick-size = 盤面  < { $value } >
quick-size-custom = { $size }（カスタム）
quick-width = 幅  < { $value } >
quick-height = 高さ  < { $value } >
quick-difficulty = 難易度  < { $value } >
quick-easy = やさしい
quick-medium = ふつう
quick-hard = むずかしい
quick-easy-about = やさしい：同じ牌の組は近くに配られます。
quick-medium-about = ふつう：同じ牌の組はどこにでも配られます。
quick-hard-about = むずかしい：同じ牌の組は遠く離れて配られます。
quick-gravity = 重力  < { $value } >
quick-ring = 盤面の外周を通る線  < { $value } >
quick-slide = 牌のスライド  < { $value } >
quick-turns = 線の曲がる回数  < { $value } >
quick-kinds = 牌の種類  < { $value } >
quick-kinds-auto = 自動（{ $count }）
quick-time = 制限時間  < { $value } >
quick-time-none = なし
quick-minutes = { $minutes } 分
quick-keys = 左右キーで選択中の項目を変更 · プレイ中は N で配り直し
action-new-deal = 新しく配る
finish-look = 盤面を見る
lesson-gravity = 牌が下へ落ちる盤面もあります。枠の組をつなぐと、上の牌が空いた所へ落ちます。

# 殿堂と統計
menu-hall-of-fame = 殿堂
menu-statistics = 統計
hall-of-fame = 殿堂
hall-no-board = まだクリアした盤面がありません
hall-unaided = 助けなしのクリア
hall-assisted = 助けありのクリア
hall-sorted = 並び順：{ $order }
hall-sort-score = 得点
hall-sort-time = 時間
hall-sort-name = 名前
hall-sort-date = 日付
hall-name = 名前
hall-score = 得点
hall-time = 時間
hall-date = 日付
hall-empty = まだクリアの記録はありません。
hall-player = プレイヤー：{ $name }
hall-keys = 左右：表やプレイヤーを切り替え · プレイヤーで Enter：新しい名前
hall-clear = この表を消す
hall-clear-confirm = 本当に消しますか？
hall-placed = 殿堂入り：{ $place } 位！
hall-board-quick = クイックゲーム { $rules }
hall-board-relaxed = { $level }（のんびり）
hall-gravity = 重力 { $way }
hall-no-ring = 外周なし
hall-turns = 曲がり { $count } 回
hall-turns-any = 曲がり無制限
hall-kinds = { $count } 種類
stats-title = 統計
stats-totals = 対局 { $games } · クリア { $clears } · 最長連続 { $streak } · 連続日数 { $days } · ヒント { $hints }
stats-records = クリアした面 { $levels } · 面のクリア記録 { $clears } · 助けを使った対局 { $helped }
stats-chart-days = 1 日ごとの対局（最近 { $days } 日）
stats-chart-size = { $size } のクリア時間
stats-chart-levels = 面：作者の見積もりとあなたの実感
stats-legend-days = 灰色：終えた対局 · 金色：クリアした対局
stats-legend-size = 点：各クリアの時間 · 金の線：傾向
stats-legend-levels = 灰色：作者の見積もり · 金色：あなたにとっての難しさ（助けなしでクリアできなかった割合）· 左がやさしく右が難しい
tile-set-desktop = デスクトップの牌
tile-set-by = { $set }（{ $author } 作）
tile-set-look-alikes = { $set }（似た牌 { $pairs } 組）
tile-set-desktop-broken = デスクトップの牌「{ $set }」は使えません（{ $reason }）：ゲームの牌を表示します
background-plain = 無地
background-felt = 緑のフェルト
background-wood = クルミ材
background-fret = 漆赤の回文
background-paper = 宣紙
background-desktop = デスクトップの背景
background-broken = 背景「{ $name }」は表示できません（{ $reason }）：無地を表示します
ghost-title = ゴースト
ghost-name = { $name }
ghost-behind = { $seconds } 秒遅れ
ghost-ahead = { $seconds } 秒リード
ghost-faster = 速く見つけた組：{ $pairs }
ghost-other-level = ゴーストのリプレイは別のステージのものです。この盤では競えません
ghost-other-seed = ゴーストのリプレイはこのステージの別の配牌（別のシード）です。この盤では競えません
ghost-other-mode = ゴーストのリプレイは別のモードで遊ばれました。この盤では競えません
ghost-not-proven = ゴーストのリプレイを検証できません：{ $reason }

## 振り返り（クリア・失敗画面から）
finish-coach = 振り返り
coach-title = 振り返り
coach-working = 対局を振り返っています…
coach-failed = この対局は振り返れません：{ $reason }
coach-summary = { $links } 回消去、{ $time } · ヒント { $hints } · 取り消し { $undos } · 配り直し { $redeals }
coach-page-timeline = タイムライン
coach-page-wait = 長考 { $n }
coach-page-closing = { $n } 手目で詰み
coach-no-closing = 盤面を詰ませた手はありません。
coach-closings = { $n } 手が盤面を詰ませました：各ページを参照。
coach-legend-timeline = 棒：各消去までの待ち時間（金は最長）。青線：消し方の数。下の印：ヒント（琥珀）、取り消し（赤）、配り直し（白）。
coach-wait = { $n } 手目（{ $at }）の前に { $wait } 秒：そのとき { $open } 通りの消し方がありました
coach-legend-wait = 青：そのときの消し方。金：あなたの手。
coach-closing = { $n } 手目（{ $at }）の後、盤面はもう消し切れません（その前は可能でした）。
coach-legend-closing = 赤：詰ませた手。青：そのときの消し方。
coach-try = ここから試す
hud-practice = 練習
practice-from-here = この時点から練習：記録されません
practice-failed = 練習を始められません：{ $problem }
practice-parted = 練習の盤面が元の対局と食い違いました：食い違った所から続けます
finish-race-best = 自己ベストと競う
ghost-no-best = このレベルのベストのリプレイはまだありません
won-ghost = { $name } と対戦：あなた { $you }、ゴースト { $ghost }
won-ghost-faster = 速く見つけた組：{ $of } 組中 { $n } 組（{ $which } 手目）
ghost-your-best = 自己ベスト

# Special tiles: the first-meet cards
special-card-new = 新しい牌
special-card-ok = わかった
special-card-proof = どの配牌も必ず全部消せます。盤面を見せる前にゲームが証明しています。
special-ice-name = 氷
special-ice-about = 凍った牌は選べません。上下左右の隣の牌が消えると氷が溶けます。
special-lock-name = 鍵
special-lock-about = 鍵のかかった牌は、鍵の牌（同じ色の鍵が付いた牌）を消すまで選べません。
special-hidden-name = 伏せ牌
special-hidden-about = 伏せ牌は隣の牌が消えると表になります。伏せたままでも、覚えていれば（または勘で）選べます。
special-timer-name = ストップウォッチ
special-timer-about = ストップウォッチの付いた牌を消すと、下に書かれた秒数が増えます。
slide-choose = スライドの仕方が二つあります：選びたい方の矢印の下の牌を選んでください

## What a screen reader says (spoken, never drawn): the faces of the tiles, the board's cells, what happens.
face-tile = 牌{ $number }
face-mahjong = { $suit ->
    [characters] { $number }萬
    [dots] { $number }筒
    [bamboo] { $number }索
    [wind] { $number ->
        [1] 東
        [2] 南
        [3] 西
       *[4] 北
    }
    [dragon] { $number ->
        [1] 中
        [2] 發
       *[3] 白
    }
    [flower] 花{ $number }
   *[season] 季節{ $number }
}
face-shape = { $shape ->
     [0] 円
     [1] 四角
     [2] 三角
     [3] ひし形
     [4] 星
     [5] 六角形
     [6] 十字
     [7] 輪
     [8] 逆三角
     [9] 三日月
     [10] きらめき
    *[11] バツ
}、{ $colour ->
     [0] オレンジ
     [1] 空色
     [2] 青緑
     [3] 朱色
     [4] 青
     [5] 赤紫
     [6] えび茶
    *[7] スレート
}{ $mark ->
    [1] 、点ひとつ
    [2] 、点ふたつ
   *[0] {""}
}
face-critter = { $head ->
     [0] クマ
     [1] ネコ
     [2] ウサギ
     [3] ネズミ
     [4] カエル
    *[5] ヒヨコ
}、{ $fur ->
     [0] オレンジ
     [1] 空色
     [2] 青緑
     [3] 朱色
     [4] 青
     [5] 赤紫
    *[6] えび茶
}
reader-board = 盤面、{ $columns }列{ $rows }行
reader-cell = { $face }、{ $row }行{ $column }列
reader-empty = 空き
reader-face-down = 伏せ牌
reader-held = まだ選べません
reader-selected = 選択中
reader-block = 障害物
reader-picked = { $face }を選択
reader-linked = { $face }を消しました。残り { $left } 組
reader-announcements = お知らせ
reader-hint = ヒント：{ $face }、{ $row }行{ $column }列と{ $other_row }行{ $other_column }列
reader-moved = 牌が落ちました：{ $n } 枚
reader-shuffled = 牌を混ぜ直しました
reader-place = { $row }行{ $column }列
reader-empties = 空き { $n } マス
reader-separator = 、
reader-row = { $row }行：{ $cells }
reader-matches = { $face }：{ $count ->
    [0] 盤上にほかにありません
   *[other] ほかに { $count } 枚、{ $places }
}。開いている組：{ $open }
reader-open-pairs = 開いている組：{ $open }
reader-opened = { $words }
reader-seconds-left = 残り { $n } 秒

card-title = 連連看 Lianliankan · { $level }
card-daily = 連連看 Lianliankan · デイリーチャレンジ { $day } · 連続 { $days } 日
card-links = { $n } 組
card-hints = { $n ->
    [0] ヒントなし
   *[other] ヒント { $n } 回
}
card-cleared = { $time } · { $links } · { $hints }
card-not-cleared = 未クリア · { $time } · { $links }
finish-copy = 結果をコピー
card-race = この盤面で私のベストと競争しよう：{ $link }
race-link-no-server = { $name } のゲームを取得できません：ランキングサーバーが設定されていません（設定 → オンライン）。この盤面はそのまま遊べます
card-copied = 結果をコピーしました：友だちに貼り付けよう
finish-animation = アニメーションとして保存
coach-save-moment = この場面を保存
animation-saving = アニメーションを保存しています…
animation-busy = 別のアニメーションを保存中です。しばらくお待ちください
animation-saved = アニメーションを保存しました：{ $file }
animation-failed = アニメーションを保存できませんでした（ログを参照）
card-copy-failed = クリップボードを使えませんでした
