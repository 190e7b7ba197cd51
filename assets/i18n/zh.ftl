# 游戏的简体中文文字。每条消息都必须与 en.ftl 一一对应（有测试检查）。
# { $n } 之类的占位符由游戏填入。

## 标题画面
title-name = 连连看
title-subtitle = Lianliankan
title-tagline = 用拐弯不超过两次的连线，消除成对的相同牌
title-controls = 方向键 + 回车，或使用鼠标
menu-play = 开始游戏
menu-levels = 选择关卡
menu-settings = 设置
menu-quit = 退出
menu-back = 返回
menu-main = 主菜单

## 暂停
pause-title = 已暂停
pause-title-race = 对战菜单
pause-why = 计时已停止
pause-why-race = 比赛仍在继续：你的计时没有停
pause-why-reason = 已暂停：{ $reason }；计时已停止
pause-reason-focus = 窗口失去了焦点
pause-reason-pad = 手柄断开了
pad-connected = 手柄已连接：{ $name }
pad-disconnected = 手柄已断开
pause-resume = 继续
pause-retry = 重玩本局

## 设置
settings-title = 设置
settings-controls = 左右方向键调整选中的设置
setting-volume = 音效音量  < { $value }% >
setting-music = 音乐  < { $value }% >
setting-sound = 声音  < { $value } >
setting-speed = 消除速度  < { $value } >
setting-cursor = 始终显示光标  < { $value } >
setting-theme = 主题  < { $value } >
setting-fullscreen = 全屏  < { $value } >
setting-contrast = 高对比度牌面  < { $value } >
setting-motion = 动态效果  < { $value } >
setting-size = 文字大小  < { $value }% >
setting-zoom = 棋盘放大  < { $value }% >
zoom-now = 棋盘放大 { $percent }%
setting-language = 语言  < { $value } >
setting-tile-set = 牌面  < { $value } >
setting-colour-vision = 色觉  < { $value } >
setting-background = 背景  < { $value } >
setting-chinese-style = 花配花、季配季（麻将）  < { $value } >
tile-set-shapes = 图形
tile-set-mahjong = 麻将

## 按键
settings-open-controls = 按键设置
controls-title = 按键设置
controls-row = { $action }：{ $keys }
controls-hint = 选择一个动作，再按下新的按键（可同时按住 Shift 或 Ctrl）。按 Esc 取消。
controls-waiting = 请按下“{ $action }”的新按键（Esc 取消）
controls-clash = { $key } 已用于“{ $other }”：“{ $action }”保留原来的按键
controls-reset = 恢复默认
controls-reset-done = 所有按键已恢复默认
action-cursor-up = 光标上移
action-cursor-down = 光标下移
action-cursor-left = 光标左移
action-cursor-right = 光标右移
action-pick = 选择一张牌
action-let-go = 取消选择（或暂停）
action-undo = 撤销
action-redo = 重做
action-pause = 暂停
action-restart = 重玩本局
action-previous-level = 上一关
action-next-level = 下一关
action-open-editor = 关卡编辑器
action-screenshot = 截图
action-replay-speed = 回放速度
action-throw-item = 投掷对战道具
action-next-target = 瞄准下一个对手
action-read-row = 朗读这一行
action-read-matches = 朗读相同的牌
action-zoom-in = 放大棋盘
action-zoom-out = 缩小棋盘
tile-set-critters = 小动物
tile-set-too-few-kinds = 本关有 { $needs } 种牌，「{ $set }」牌面只有 { $has } 种：改用「{ $shown }」
tile-sheet-size = { $path }：牌面图为 { $width }×{ $height } 像素，应为 { $columns } 列 × { $rows } 行的正方形牌面，每格 { $min } 到 { $max } 像素：改用其他牌面
tile-sheet-too-few = { $path }：牌面图只有 { $faces } 格，而这套牌面有 { $kinds } 种牌
tile-sheet-unreadable = { $path }：无法读取牌面图：改用其他牌面
value-on = 开
value-off = 关
speed-slow = 慢
speed-normal = 正常
speed-fast = 快
theme-system = 跟随系统
theme-dark = 深色
theme-light = 浅色
motion-system = 跟随系统
motion-full = 完整
motion-reduced = 减少
vision-typical = 常规
vision-protan = 红色盲
vision-deutan = 绿色盲
vision-tritan = 蓝色盲

## 选择关卡
levels-title = 选择关卡
levels-locked = 未解锁
levels-not-cleared = 未通关
levels-locked-notice = 通过第 { $n } 关即可解锁本关
levels-broken = 无法游玩
levels-broken-notice = 第 { $n } 关无法游玩：关卡文件有问题（见按钮上的说明）
levels-page = 第 { $page } / { $pages } 页
levels-page-previous = 上一页
levels-page-next = 下一页
packs-title = 关卡包
packs-progress = { $levels } 关 · 已通过 { $cleared } 关 · { $stars } ★
packs-by = 作者：{ $author }
packs-problems = { $count } 个问题
editor-new-pack-name = 我的关卡
editor-pack-made = 已新建关卡包：{ $folder }
levels-next-locked = 通过本关才能开启下一关

## 过关、失败、无路可走
won-title = 过关！
won-points = { $points } 分（时间奖励 { $bonus }）
won-time = 用时 { $time }
won-best = 最佳 { $points } 分，{ $time }
won-helped = 本局使用了帮助：{ $help }
won-unaided = 无帮助最佳：{ $points } 分，{ $time }
won-unaided-none = 还没有不借助帮助的通关
help-power-up = { $title } ×{ $n }
help-undos = 撤销 { $n } 次
levels-unaided = 无帮助 { $points }  { $time }
news-best-both = 新的最高分和最快用时！
news-best-score = 新的最高分！
news-best-time = 新的最快用时！
finish-next = 下一关
finish-retry = 重玩
finish-menu = 菜单
lost-title = 时间到
lost-goal-title = 未达成目标
lost-goal = 连线用完时完成了 { $done }/{ $needed }
lost-pairs-left = 还剩 { $n } 对牌
stuck-title = 无路可走
stuck-why = 没有能连接的牌，剩下的牌也无法重新洗牌
stuck-power-ups = 道具栏里的道具仍可使用
stuck-undo = 撤销
stuck-back = 回到棋盘
stuck-new-deal = 重新发牌

## 游戏中
hud-pause = 暂停 ({ $key-pause })
hud-points = { $total } 分
hud-combo = 连击 x{ $combo }   { $total } 分
hud-test-play = 试玩（E：返回编辑器）
hud-replay = 回放（{ $key-replay-speed }：快速或正常速度）
hud-time-left = 剩余 { $clock }
hud-frozen = （冻结 { $seconds } 秒）
hud-pairs-left = 剩余 { $n } 对
hud-seed = 种子 { $seed }
board-code = 棋盘码：{ $code }
menu-enter-code = 输入棋盘码
code-title = 玩朋友的棋盘
code-about = 输入棋盘码（如 LLK-40G9-38MH-Y4G0-5P）后按回车：同一关卡或快速游戏、同一模式、同一发牌。
code-not-a-code = 这不是棋盘码：棋盘码是 LLK 后面的字母和数字。
code-typo = 有字符输错或漏掉了：请再核对一遍。
code-newer = 这个棋盘码来自更新版本的游戏。
code-unknown = 本游戏没有这个棋盘：关卡在生成棋盘码之后改动过，或不是本游戏的关卡。
hud-rule-gravity = 重力{ $way }
hud-rule-turns = { $n ->
    [0] 只能直连
   *[other] 最多拐 { $n } 个弯
}
hud-rule-any-turns = 拐弯不限
hud-rule-slides = 牌可推动
goal-board = 目标：清空棋盘 { $done }/{ $needed }
goal-ice = 目标：消除所有冰冻牌 { $done }/{ $needed }
goal-pairs = 目标：消除 { $done }/{ $needed } 对
goal-links = ·  连线 { $links }/{ $most }
goal-aim-board = 清空棋盘
goal-aim-ice = 消除冰冻牌
goal-aim-pairs = 某种牌的对数
goal-links-any = 不限
hud-moves-left = 可消 { $n } 对
notice-speed-not-recorded = 非正常速度下游玩，成绩不会保存或上传
notice-redealt = 无路可走：已重新洗牌
refused-same-tile = 这是同一张牌：请选它的另一半
refused-not-a-tile = 这里没有牌
refused-different-kinds = 两张牌不同：只有相同的牌才能相连
refused-other-group = 花配花，季配季
refused-too-many-turns = { $limit ->
    [0] 连不上：需要拐弯，本关只许直线相连
   *[other] 连不上：需要超过 { $limit } 个拐弯
}
refused-only-through-ring = 连不上：只能绕行棋盘外圈，本关不允许
refused-walled-off = 连不上：这两张牌之间完全被隔开
refused-frozen = 冰冻：先消掉它旁边的一张牌
refused-locked = 上锁：先消掉它的钥匙牌（带同色钥匙的那张）
refused-not-yet = { $special }：现在还不能选
banner-unplayable = 这一关无法进行：
banner-fix = 修改文件并保存后即可游玩，或按 { $key-next-level } 进入下一关。
deal-failed = 无法为关卡“{ $name }”发牌：{ $error }
deal-error-no-tiles = 布局中没有放牌的格子
deal-error-odd-tiles = 布局中有 { $n } 个放牌的格子；牌必须成对，所以格子数必须是偶数
deal-error-kinds = { $pairs } 对牌配 { $kinds } 种：至少要有 1 种，且种类不能多于对数
deal-error-no-deal = 尝试 { $attempts } 次都没能发出可以消完的牌：有些格子无法与任何其他格子相连（被石块围住了？）
deal-error-not-settled = 第 { $row } 行第 { $column } 列的牌在第一步之前就会滑动；有重力时，每张牌开局时都必须是静止的
deal-error-special-no-tile = 第 { $column } 列第 { $row } 行的特殊牌下面没有牌
deal-error-goal = 试了 { $attempts } 次发牌，都无法在 { $links } 次连线内达成目标
deal-error-stopped = 处理太久，已停止
deal-error-special-key = 第 { $column } 列第 { $row } 行的锁指定的钥匙在第 { $key_column } 列第 { $key_row } 行，那里不是另一张牌
deal-error-special-lock-circle = 第 { $column } 列第 { $row } 行的锁和其他锁互相等待，围成一圈：哪个也打不开
deal-error-special-gravity = 特殊牌要求牌留在原格：重力和滑动会移动牌
progress-not-saved = 无法保存进度（{ $error }）；游戏继续，但不会保存
settings-not-saved = 无法保存设置（{ $error }）；本次运行期间仍然有效
notice-no-audio = 没有可用的声音设备：游戏将静音运行
failure-title = 连连看无法继续运行
failure-no-gpu = 没有找到支持 Vulkan 的显卡驱动。请安装系统的 Vulkan 驱动（Debian 和 Ubuntu 上是 mesa-vulkan-drivers），然后重新启动游戏。
failure-crash = 游戏遇到无法恢复的错误：{ $details }

## 道具
power-up-hint = 提示
power-up-bomb = 炸弹
power-up-shuffle = 洗牌
power-up-freeze = 冻结
power-up-reveal = 透视
power-up-lightning = 闪电
power-up-unknown = 没有名为“{ $name }”的道具
power-up-none-left = { $title }已用完
power-up-aim-tile = { $title }：请选择一张牌（{ $key-let-go } 取消）
power-up-aim-kind = { $title }：请选择要消除的那种牌（{ $key-let-go } 取消）
power-up-level-unknown = 这一关给出了游戏中没有的道具：{ $names }
hint-busy = 正在寻找可连接的牌
hint-none = 没有可以安全提示的牌：即将重新洗牌
bomb-busy = 上一个炸弹还没有引爆
bomb-no-partner = 这张牌没有能保证棋盘可解的配对
bomb-stale = 引爆前棋盘已改变：请再试一次
shuffle-busy = 上一次洗牌还没有完成
shuffle-no-board = 没有可以洗的牌
shuffle-cannot = 剩下的牌无法洗成可以消完的局面
shuffle-stale = 洗牌前棋盘已改变：请再试一次
reveal-needs-tile = 透视需要选择一张牌
lightning-needs-tile = 闪电需要选择一张牌

## 关卡编辑器
editor-title = 关卡编辑器
editor-new-level = 新关卡
editor-editing-file = 正在编辑 { $file }
editor-editing-copy = 正在编辑当前关卡的副本
editor-cannot-play = 无法试玩：{ $error }
editor-saved = 已保存 { $file }
editor-not-saved = 未保存：{ $error }
editor-brush-tile = 牌 1
editor-brush-empty = 空格 2
editor-brush-stone = 石块 3
editor-width-less = 宽- [
editor-width-more = 宽+ ]
editor-height-less = 高- ;
editor-height-more = 高+ '
editor-kinds-less = 种类- -
editor-kinds-more = 种类+ =
editor-turns = 拐弯 T
editor-ring = 外圈 R
editor-mirror = 镜像 M
editor-undo = 撤销 Ctrl+Z
editor-redo = 重做 Ctrl+Y
editor-symmetry-none = 关
editor-symmetry-left-right = 左右
editor-symmetry-top-bottom = 上下
editor-symmetry-both = 上下左右
editor-fill = 填满 F
editor-clear = 清空 C
editor-test-play = 试玩 P
editor-save = 保存 Ctrl+S
editor-leave = 返回游戏 Esc
editor-size = { $width } x { $height } 格
editor-tiles = { $tiles } 张牌
editor-odd = （奇数：请增加或去掉一张）
editor-kinds = { $kinds } 种
editor-rules = 拐弯：{ $turns }   外圈：{ $ring }
editor-brush = 画笔：{ $brush }   镜像：{ $mirror }
editor-turns-any = 不限
editor-brush-name-tile = 牌
editor-brush-name-empty = 空格
editor-brush-name-stone = 石块
editor-mouse = 鼠标：左键绘制，右键擦除
editor-brush-plain = 无特殊
editor-special-needs-tile = 特殊牌只能放在牌上：请先在这里画一张牌。
editor-lock-choose-key = 现在点击作为这把锁钥匙的牌（再点同一张牌则取消）。
editor-lock-too-many-keys = 一关最多 { $most } 把钥匙（A 到 Z）：请使用已放置的钥匙。
editor-page-board = 棋盘 F2
editor-page-level = 关卡 F2
field-name = 名称
field-name-zh = 中文名称
field-id = 标识
field-time-limit = 时限（秒）
field-stars = 星级分数
field-seed = 种子
field-difficulty = 难度
field-gravity = 重力
field-chinese-style = 花季通配
field-chinese-choice = 由玩家选择
field-tiles-slide = 牌可滑动
field-goal = 目标
field-goal-pairs = 对数、种类
field-goal-links = 限定连线
field-board = 棋盘
field-board-dealt = 随机发牌
field-board-painted = 手工摆放
field-kind-brush = 画笔花色
field-power-ups = 赠送道具
field-pack = 保存到
field-pack-new = 新关卡包
field-new-pack = 新建关卡包
field-empty-name-zh = （同名称）
field-empty-id = （文件名）
field-empty-time = （不限时）
field-empty-seed = （每次重新发牌）
field-expected-whole = 应为整数，例如 120
field-expected-fraction = 应为 0 到 1 之间的数，例如 0.6
field-checking = 检查中…
field-check-good = ✓ 关卡无误：{ $ms } 毫秒发出可解的牌局
field-check-no-deal = 无法发出可解的牌局：{ $error }
field-check-problems = { $count } 个问题
gravity-none = 无
gravity-down = 向下
gravity-up = 向上
gravity-left = 向左
gravity-right = 向右
gravity-split_vertical = 从中间上下分开
gravity-split_horizontal = 从中间左右分开
gravity-towards_centre = 向中心

## 关卡文件中的问题（每条前面是 文件:行:列）。
# 问题，每行一条；位置在问题前面。
problem-list = { $problems }
problem-at = { $place }: { $problem }
problem-too-big = 文件有 { $bytes } 字节；关卡文件最多 { $most } 字节
problem-syntax = 格式错误：{ $detail }
problem-not-utf8 = 不是 UTF-8 文本（第 { $offset } 字节有误）
problem-cannot-read = 无法读取：{ $error }
problem-name-empty = 名称（name）是空的
problem-name-long = 名称（name）超过 { $most } 个字符
problem-names-code = names：{ $code } 不是语言代码；应当像 "zh" 这样
problem-names-length = names：{ $code } 名称须为 1 到 { $most } 个字符
problem-id = id { $id }：应为 1 到 { $most } 个小写字母、数字、'-' 或 '_'
problem-background = 背景 { $id }：应为 1 到 { $most } 个字母、数字、'.'、'-' 或 '_'（背景的标识，如 "fret" 或 "desktop.egyptian"）
problem-time-limit = time_limit 为 { $seconds } 秒；应为 1 到 { $most } 秒
problem-power-up-name = 道具名 { $name }：只能用小写字母、数字和 '_'
problem-power-up-count = 道具 { $name }：{ $count } 次；最多 { $most } 次
problem-difficulty = difficulty 为 { $value }；应在 0.0（配对的牌离得近）到 1.0（离得远）之间
problem-stars = stars { $stars }：应为一星、二星、三星所需的三个递增分数
problem-no-tiles = 布局（layout）中没有放牌的格子（'x'）
problem-odd-tiles = 布局中有 { $tiles } 个放牌的格子；牌必须成对，所以格子数必须是偶数
problem-kinds = kinds 为 { $kinds }；应为 1 到 { $most }（布局可放 { $pairs } 对牌，游戏共有 { $faces } 种牌面）
problem-kinds-with-fixed = 有 fixed 时不能设置 kinds：牌的种类由 fixed 中的牌决定
problem-rows-empty = { $field } 是空的；应当是若干行格子
problem-rows-too-big = { $field } 有 { $size } 格；最大为 { $most }
problem-row-length = { $field } 第 { $row } 行有 { $cells } 格，而第一行有 { $width } 格；每行的格数必须相同
problem-cell = { $field } 第 { $row } 行第 { $column } 列：出现了 { $found }，应为 { $expected }
problem-expected-layout = 'x'（放牌的格子）、'.'（空格）或 '#'（障碍）
problem-expected-fixed = 字母或数字（牌的种类）、'.'（空格）或 '#'（障碍）
problem-expected-specials = '.'（无）、'I'（冰冻）、'H'（隐藏）、'T'（计时）、小写字母（锁）或锁字母的大写（钥匙）；模组的特殊牌有自己的标记
problem-specials-size = specials 是 { $size } 格，layout 是 { $layout } 格：两者必须一样大
problem-specials-no-tile = specials 第 { $row } 行第 { $column } 列：{ $found } 下面没有 layout 的牌
problem-goal-no-ice = 目标是消除冰冻牌，但本关没有冰冻牌（specials: I）
problem-goal-kind = goal 的 kind { $kind } 不是本关发的牌种；应为字母，a 表示第一种
problem-goal-pairs = goal 要求 { $kind } 的 { $pairs } 对；应为 1 到 { $most }（每次发牌中它的对数）
problem-goal-pairs-needs = goal 的 clear: pairs 需要 kind（字母）和 pairs（对数）
problem-goal-kind-without-pairs = goal 的 kind 和 pairs 只能与 clear: pairs 同用
problem-goal-board-links = 清空棋盘每对都要一次连线：within_links 只能与 clear: ice 或 clear: pairs 同用
problem-goal-links = goal 的 within_links 是 { $links }；应为 1 到 { $most }（棋盘上的对数）
problem-specials-no-key = specials 第 { $row } 行第 { $column } 列：锁 { $found } 没有钥匙；请在打开它的牌上标 { $key }
problem-specials-key-twice = specials 第 { $row } 行第 { $column } 列：钥匙 { $found } 标了两次；一把锁只有一把钥匙
problem-specials-gravity = 特殊牌不能与重力同用：牌会离开自己的格子
problem-specials-sliding = 特殊牌不能与滑动规则同用：牌会离开自己的格子
problem-specials-with-fixed = 特殊牌只用于发牌生成的牌面：fixed 牌面不能有特殊牌
problem-slides = layout 第 { $row } 行第 { $column } 列：在 { $gravity } 重力下，这张牌开局就会滑动；请在它{ $side }放一张牌、一个障碍，或让它靠住棋盘边缘
problem-slides-centre = layout 第 { $row } 行第 { $column } 列：在 { $gravity } 重力下，这张牌开局就会滑动；请在它{ $side }放一张牌或一个障碍，或把它移到紧贴中线的位置
problem-side-below = 下方
problem-side-above = 上方
problem-side-left = 左侧
problem-side-right = 右侧
problem-fixed-size = fixed 有 { $size } 格，而布局是 { $layout } 格；两者必须一致
problem-fixed-cell = fixed 第 { $row } 行第 { $column } 列与布局不符（布局中为 'x' 的地方，且只有这些地方，要写牌的种类）
problem-fixed-unpaired = fixed 中这些种类的牌数是奇数，无法全部配对：{ $kinds }
problem-fixed-stuck = fixed 给出的牌局消不完：无论按什么顺序消除都会卡住
problem-fixed-gave-up = 用了 { $seconds } 秒、查看了 { $positions } 个局面，仍未能证明 fixed 给出的牌局可以消完，只好放弃：{ $limit }。fixed 牌局会原样发出，必须先证明能消完：请把它改小或改得不那么纠缠
problem-budget-time = 时间用完了
problem-budget-positions = 最多只能查看 { $most } 个局面
problem-budget-memory = 搜索最多只能占用 { $most } MiB 内存（记住的局面，以及正在尝试的牌局和走法）

## 启动时无法读取的存档文件（进度、设置）。
save-unreadable-kept = { $file }：无法读取（{ $error }）；文件保持原样，本次不会覆盖它
save-unreadable = { $file }：无法读取（{ $error }）；将从头开始
save-damaged-moved = { $file } 已损坏（{ $problem }）；将从头开始，损坏的文件另存为 { $backup }
save-damaged-stays = { $file } 已损坏（{ $problem }）；将从头开始；它无法移开（{ $error }），所以保持原样，本次不会覆盖它
save-problem-syntax = 第 { $line } 行第 { $column } 列：{ $detail }
save-problem-utf8 = 不是 UTF-8 文本：{ $detail }
save-problem-too-large = 文件有 { $bytes } 字节；存档最多 { $most } 字节

## 回放
replay-showing = 回放：{ $key-replay-speed } 切换快速或正常速度，{ $key-pause } 暂停
replay-speed = 回放速度 ×{ $speed }
replay-parted = 在 { $time } 秒处，游戏的结果与回放不符：回放到此为止

## 游戏模式
menu-modes = 游戏模式
modes-title = 游戏模式
mode-classic = 经典
mode-classic-about = 原汁原味的关卡：计时、星级、纪录。
mode-relaxed = 休闲
mode-relaxed-about = 同样的关卡，不计时，提示免费，没有时间奖励。
mode-daily = 每日挑战
mode-daily-about = 每天一局，人人相同。第一局计分。
daily-today-open = 今天（{ $date }）：还没玩
daily-today-begun = 今天：已开始（算作已玩）
daily-today-cleared = 今天：已过关，{ $time } 内得 { $points } 分
daily-today-lost = 今天：未过关（{ $points } 分）；可以再玩来练习
daily-streak = 连续 { $days } 天
daily-cleared = 每日挑战过关！连续 { $days } 天
daily-over = 今天的挑战已结束；棋盘留下来供练习
hud-relaxed = 休闲
hud-daily-practice = 练习
mode-time-attack = 限时挑战
mode-time-attack-about = 一分钟；每连一对加两秒；清空一盘立刻来下一盘。
mode-endless = 无尽模式
mode-endless-about = 一盘接一盘，越来越难，直到时间用完。
hud-time-attack = 限时挑战
hud-endless = 无尽模式
hud-run = 第 { $stage } 盘 · 已得 { $points } 分
run-next-board = 第 { $stage } 盘！目前 { $points } 分
run-over-title = 挑战结束
run-result = { $points } 分，清空 { $boards } 盘
run-new-best = 新的最佳成绩！
run-best = 最佳成绩：{ $points } 分
run-first = 第一次挑战
run-again = 再来一次

## 新手教程
menu-lesson = 新手教程
lesson-progress = 新手教程 · 第 { $step } 步，共 { $steps } 步
lesson-straight = 点击两张带框的牌：相同的牌能用直线连通，就可以消除。
lesson-one-turn = 连线可以拐弯。把带框的两张牌连起来：拐一个弯。
lesson-two-turns = 石头挡住了去路：连线绕过它们，拐两个弯。
lesson-ring = 连线还能从棋盘外面绕过去。用这种方法连上带框的两张牌。
lesson-three-turns = 最多只能拐两个弯！试试带框的两张牌：要拐三个弯，所以连不上。
lesson-hint = 找不到能连的牌？点“提示”按钮（H），看看哪一对能连。
lesson-hint-shown = 提示标出了一对牌：把它们连起来。
lesson-well-done = 做得好！
lesson-refused-seen = 没错：拐三个弯就多了一个。
lesson-skip = 跳过教程（{ $key-let-go }）
lesson-done = 教程完成，祝你玩得开心！
## 继续上次的游戏
menu-continue = 继续游戏
continue-resumed = 已回到上次离开的地方
continue-catching-up = 正在回到上次离开的地方……
continue-set-aside = 上次保留的对局无法继续（{ $problem }）；已另存为 { $backup }
continue-set-aside-failed = 上次保留的对局无法继续（{ $problem }）；也无法移开（{ $error }）
continue-failed = 保留的对局无法继续：{ $problem }
continue-parted = 保留的对局与记录不符：已另存备份，从不符之处接着玩

## 在线排行榜
online-sending = 正在提交到排行榜…
online-waiting = 联网后自动提交到排行榜
online-rank-daily = 今日挑战排名第 { $rank }
online-rank-time-attack = 限时挑战排名第 { $rank }
online-rank-endless = 无尽模式排名第 { $rank }
online-rank-level = 本关排名第 { $rank }
online-refused = 排行榜未收录本局：{ $reason }
online-needs-name = 选好名字后提交（设置 → 在线）
online-title = 在线
settings-open-online = 在线
online-server = 服务器：{ $value }
online-name = 你的名字：{ $value }
online-value-none = 无
online-server-bad = 这不是服务器地址：请写 https://主机 或 http://主机:端口（留空表示不用服务器）
online-name-unset = 取个名字，成绩才能上榜：1 到 16 个字母、数字或汉字
online-name-length = 名字要有 1 到 { $most } 个字符；这个有 { $chars } 个
online-name-character = 名字只能用字母、数字和汉字：“{ $char }”不行
online-name-restricted = 名字不能用“{ $char }”：这是看不见的字、全角或花体字形，或已不再使用的字
online-name-mixed-scripts = 这个名字混用了不会写在一起的文字
online-name-kept = 已保存：设置服务器后即注册
online-name-binding = 正在注册 { $name }…
online-name-bound = { $name } 在此服务器上归你所有
online-name-taken = { $name } 已被其他玩家使用，请换一个
online-name-refused = 服务器拒绝了这个名字：{ $reason }
online-name-offline = 无法连接服务器：连上后自动注册这个名字
online-key-warning = 你的名字绑定在游戏数据目录中的密钥文件 online/key 上。丢失密钥文件，就会失去这个名字：请留好备份。
online-sharing = 分享我的排行榜对局：{ $value }
online-sharing-about = 开启后，其他玩家可以取得你在排行榜上的对局，与它的影子比赛。默认关闭。
online-sharing-waiting = 名字注册好、连上服务器后，就会发送你的选择
online-sharing-kept-on = 已分享：其他玩家可以与你排行榜对局的影子比赛
online-sharing-kept-off = 未分享：你的排行榜对局只属于你
online-sharing-refused = 服务器拒绝了你的选择：{ $reason }
online-typing-hint = 回车开始输入，再按回车保存，Esc 放弃修改
leaderboard-title = 排行榜
leaderboard-open = 排行榜
leaderboard-board-daily = 今日挑战（{ $date }）
leaderboard-board-time-attack = 限时挑战
leaderboard-board-endless = 无尽模式
leaderboard-board-level = 本关（{ $level }）
leaderboard-loading = 加载中…
leaderboard-unreachable = 无法连接服务器：{ $reason }
leaderboard-empty = 暂无成绩，快来争第一
leaderboard-offline = 未设置排行榜服务器（设置 → 在线）
leaderboard-switch = ← → 切换榜单
leaderboard-you = 你的排名：第 { $rank } 名
leaderboard-back = 返回
leaderboard-race = 比一比
leaderboard-race-fetching = 正在取得 { $name } 的对局…
leaderboard-race-failed = 无法与 { $name } 的对局比赛：{ $reason }
leaderboard-name = 你的名字：{ $name }。名字绑定在数据目录中的密钥文件 online/key 上：丢失密钥文件，就会失去这个名字。

# Race rooms
menu-race = 对战
hud-race = 对战
race-title = 对战
race-about = 2 到 6 名玩家同一盘比快：先消完者胜。
race-create = 创建房间
race-items-on = 道具：开
race-items-off = 道具：关
race-level = 关卡：{ $level }
race-level-server = 关卡：由服务器挑选
race-join = 加入房间 { $code }
race-join-empty = 加入：输入房间的六个字母
race-quick = 快速匹配
race-choose-name = 选择你的名字（设置 → 在线）
race-back = 返回
race-joining = 正在寻找房间…
race-code = 房间号
race-share = 把房间号告诉朋友，他们凭它加入。
race-players = 玩家（{ $n }/6）
race-host = { $name }（房主）
race-host-you = { $name }（房主，你）
race-you = { $name }（你）
race-start = 开始对战
race-waiting = 等待房主开始…
race-leave = 离开房间
race-refused = 房间回复：{ $reason }
race-offline = 连接已断开：对战在本机继续，不作验证。
race-bad-level = 房间的关卡无法读取：你已退出对战。
race-dropped = { $name } 已退出对战
race-connection-lost = 连接已断开：对战在本机继续，不作验证
race-item-hide = 遮挡
race-item-freeze = 冰冻
race-item-landed = { $name } 向你投掷了{ $item }！
race-item-thrown = 已向 { $name } 投掷{ $item }
race-opponents = 对手
race-pairs = 剩余 { $n } 对
race-combo = 连击 ×{ $combo }
race-out = 已退出
race-target = 瞄准中
race-held = 持有道具：{ $items }
race-held-none = 持有道具：无
race-throw = 投掷（{ $key-throw-item }）
race-next-target = 换目标（{ $key-next-target }）
race-frozen = 被冰冻！
race-hidden = 牌面被遮挡！
race-result-title = 对战结束
race-you-cleared = 你用时 { $time } 消完
race-you-not-cleared = 你没有消完
race-pending = 正在验证名次…
race-unverified = 未验证：连接已断开
race-place = 第 { $place } 名  { $name }   { $time }
race-place-out = 第 { $place } 名  { $name }   未消完
race-place-left = 第 { $place } 名  { $name }   中途离开
race-place-refused = 第 { $place } 名  { $name }   成绩未通过验证
race-to-title = 返回标题
race-computer-open = 与电脑对战
race-computer-level = 盘面：{ $level }
race-computer-about = 电脑玩家和你在同一盘上比快。它们只看得到你看得到的，想的时间也和人差不多。不记录成绩。
race-computer-seats = 电脑玩家：{ $n } 名
race-computer-tier-row = 电脑水平：{ $tier }
race-computer-beginner = 新手
race-computer-club = 熟手
race-computer-expert = 高手
race-computer-name = 电脑 { $n }（{ $tier }）
race-computer-you = 你

# Quick game
menu-quick-game = 快速游戏
quick-game = 快速游戏
quick-deal = 开局
quick-size = 棋盘  < { $value } >
quick-size-custom = { $size }（自定义）
quick-width = 宽度  < { $value } >
quick-height = 高度  < { $value } >
quick-difficulty = 难度  < { $value } >
quick-easy = 简单
quick-medium = 中等
quick-hard = 困难
quick-easy-about = 简单：一对牌发在相近的位置。
quick-medium-about = 中等：一对牌随意发在任何位置。
quick-hard-about = 困难：一对牌发在相距很远的位置。
quick-gravity = 重力  < { $value } >
quick-ring = 可绕棋盘外圈连线  < { $value } >
quick-slide = 牌可滑动  < { $value } >
quick-turns = 连线最多转弯  < { $value } >
quick-kinds = 牌的种类  < { $value } >
quick-kinds-auto = 自动（{ $count }）
quick-time = 时限  < { $value } >
quick-time-none = 无
quick-minutes = { $minutes } 分钟
quick-keys = 左右方向键调整选中项 · 游戏中按 N 重新发牌
action-new-deal = 重新发牌
finish-look = 看看棋盘
lesson-gravity = 有些棋盘的牌会往下落。连上框中的一对，看上面的牌落进空位。

# 名人堂与统计
menu-hall-of-fame = 名人堂
menu-statistics = 统计
hall-of-fame = 名人堂
hall-no-board = 还没有消完过棋盘
hall-unaided = 未用帮助的通关
hall-assisted = 用了帮助的通关
hall-sorted = 按{ $order }排序
hall-sort-score = 得分
hall-sort-time = 用时
hall-sort-name = 名字
hall-sort-date = 日期
hall-name = 名字
hall-score = 得分
hall-time = 用时
hall-date = 日期
hall-empty = 这里还没有通关记录。
hall-player = 当前玩家：{ $name }
hall-keys = 左/右：换榜或换玩家 · 在玩家上按回车：输入新名字
hall-clear = 清空此榜
hall-clear-confirm = 确定清空？
hall-placed = 名人堂：第 { $place } 名！
hall-board-quick = 快速游戏 { $rules }
hall-board-relaxed = { $level }（休闲）
hall-gravity = 重力{ $way }
hall-no-ring = 无外圈
hall-turns = { $count } 个转弯
hall-turns-any = 转弯不限
hall-kinds = { $count } 种牌
stats-title = 统计
stats-totals = 局数 { $games } · 通关 { $clears } · 最长连胜 { $streak } · 连续天数 { $days } · 提示 { $hints }
stats-records = 已通关关卡 { $levels } · 关卡通关记录 { $clears } · 用了帮助的局 { $helped }
stats-chart-days = 每日局数（最近 { $days } 天）
stats-chart-size = { $size } 的通关用时
stats-chart-levels = 关卡：设计者的估计与你的体验
stats-legend-days = 灰色：完成的局 · 金色：通关的局
stats-legend-size = 点：每次通关的用时 · 金线：趋势
stats-legend-levels = 灰色：设计者的估计 · 金色：你玩下来的难度（未凭自己通关的局所占比例）· 左易右难
tile-set-desktop = 桌面牌组
tile-set-by = { $set }（{ $author } 绘）
tile-set-look-alikes = { $set }（{ $pairs } 对相似）
tile-set-desktop-broken = 桌面牌组“{ $set }”无法使用（{ $reason }）：改用游戏自带的牌
background-plain = 纯色
background-felt = 绿呢
background-wood = 胡桃木板
background-fret = 漆红回纹
background-paper = 宣纸
background-desktop = 桌面背景
background-broken = 背景“{ $name }”无法显示（{ $reason }）：改用纯色背景
ghost-title = 幽灵
ghost-name = { $name }
ghost-behind = 落后 { $seconds } 秒
ghost-ahead = 领先 { $seconds } 秒
ghost-faster = 更快找到的牌对：{ $pairs }
ghost-other-level = 幽灵的录像是另一关的：不能在这个牌局上比赛
ghost-other-seed = 幽灵的录像是这一关的另一局（种子不同）：不能在这个牌局上比赛
ghost-other-mode = 幽灵的录像是用另一种模式玩的：不能在这个牌局上比赛
ghost-not-proven = 幽灵的录像无法验证：{ $reason }

## 复盘（胜利与失败画面）
finish-coach = 复盘
coach-title = 复盘
coach-working = 正在复盘这一局…
coach-failed = 这一局无法复盘：{ $reason }
coach-summary = 共消除 { $links } 次，用时 { $time } · 提示 { $hints } · 撤销 { $undos } · 重排 { $redeals }
coach-page-timeline = 时间线
coach-page-wait = 长考 { $n }
coach-page-closing = 第 { $n } 步断了退路
coach-no-closing = 没有哪一步让棋盘无法清空。
coach-closings = 有 { $n } 步让棋盘无法清空：见其页面。
coach-legend-timeline = 柱：每次消除前的等待（金色为最长）。蓝线：可走的连法数。底部标记：提示（琥珀）、撤销（红）、重排（白）。
coach-wait = 第 { $n } 次消除（{ $at }）前等了 { $wait } 秒：当时有 { $open } 种连法可消
coach-legend-wait = 蓝线：当时可走的连法。金线：你走的那一步。
coach-closing = 第 { $n } 次消除（{ $at }）之后，棋盘再也无法清空；在此之前还可以。
coach-legend-closing = 红线：断了退路的那一步。蓝线：当时可走的连法。
coach-try = 从这里再试
hud-practice = 练习
practice-from-here = 从此刻开始练习：不记录成绩
practice-failed = 无法开始练习：{ $problem }
practice-parted = 练习棋盘与原局不符：从不符之处接着玩
finish-race-best = 挑战最佳记录
ghost-no-best = 这一关还没有保存的最佳回放
won-ghost = 对阵 { $name }：你 { $you }，幽灵 { $ghost }
won-ghost-faster = 更快找到的牌对：{ $of } 对中的 { $n } 对（第 { $which } 次消除）
ghost-your-best = 你的最佳

# Special tiles: the first-meet cards
special-card-new = 新牌
special-card-ok = 知道了
special-card-proof = 每一局仍然都能消完：游戏在你看到牌面之前就已证明。
special-ice-name = 冰冻
special-ice-about = 冰冻的牌不能选。它旁边（上、下、左、右）的一张牌被消掉后，冰就化了。
special-lock-name = 上锁
special-lock-about = 上锁的牌在它的钥匙被消掉之前不能选：钥匙就是带同色钥匙的那张牌。
special-hidden-name = 盖着的牌
special-hidden-about = 盖着的牌在它旁边的一张牌被消掉后翻开。盖着也可以选，凭记忆或者猜。
special-timer-name = 秒表
special-timer-about = 带秒表的牌被消掉时，给你加上它下面写的秒数。
slide-choose = 有两种滑法：点击你想要的那条箭头下的牌

## What a screen reader says (spoken, never drawn): the faces of the tiles, the board's cells, what happens.
face-tile = 第{ $number }种牌
face-mahjong = { $suit ->
    [characters] { $number }万
    [dots] { $number }筒
    [bamboo] { $number }条
    [wind] { $number ->
        [1] 东风
        [2] 南风
        [3] 西风
       *[4] 北风
    }
    [dragon] { $number ->
        [1] 红中
        [2] 发财
       *[3] 白板
    }
    [flower] 花{ $number }
   *[season] 季{ $number }
}
face-shape = { $shape ->
     [0] 圆
     [1] 方块
     [2] 三角
     [3] 菱形
     [4] 星
     [5] 六边形
     [6] 十字
     [7] 圆环
     [8] 倒三角
     [9] 月牙
     [10] 四角星
    *[11] 叉
}、{ $colour ->
     [0] 橙色
     [1] 天蓝
     [2] 蓝绿
     [3] 朱红
     [4] 蓝色
     [5] 紫红
     [6] 栗色
    *[7] 石板灰
}{ $mark ->
    [1] 、一个点
    [2] 、两个点
   *[0] {""}
}
face-critter = { $head ->
     [0] 熊
     [1] 猫
     [2] 兔子
     [3] 老鼠
     [4] 青蛙
    *[5] 小鸡
}、{ $fur ->
     [0] 橙色
     [1] 天蓝
     [2] 蓝绿
     [3] 朱红
     [4] 蓝色
     [5] 紫红
    *[6] 栗色
}
reader-board = 棋盘，{ $columns }列{ $rows }行
reader-cell = { $face }，第{ $row }行第{ $column }列
reader-empty = 空
reader-face-down = 背面朝上
reader-held = 暂时不能选
reader-selected = 已选
reader-block = 障碍
reader-picked = 选中 { $face }
reader-linked = 消掉 { $face }。还剩 { $left } 对
reader-announcements = 提示
reader-hint = 提示：{ $face }，第{ $row }行第{ $column }列，和第{ $other_row }行第{ $other_column }列
reader-moved = 牌落下：{ $n } 张
reader-shuffled = 牌已重排
reader-place = 第{ $row }行第{ $column }列
reader-empties = { $n } 格空
reader-separator = ；
reader-row = 第{ $row }行：{ $cells }
reader-matches = { $face }：{ $count ->
    [0] 盘上没有别的
   *[other] 还有 { $count } 张，在{ $places }
}。可连的对：{ $open }
reader-open-pairs = 可连的对：{ $open }
reader-opened = { $words }
reader-seconds-left = 还剩 { $n } 秒

card-title = 连连看 · { $level }
card-daily = 连连看 · 每日挑战 { $day } · 连续 { $days } 天
card-links = { $n } 对
card-hints = { $n ->
    [0] 未用提示
   *[other] 提示 { $n } 次
}
card-cleared = 用时 { $time } · { $links } · { $hints }
card-not-cleared = 未过关 · 用时 { $time } · { $links }
finish-copy = 复制成绩
card-race = 来和我在这一局的最好成绩比一比：{ $link }
race-link-no-server = 无法获取 { $name } 的对局：未设置排行榜服务器（设置 → 在线）。这一局请自己来玩
card-copied = 成绩已复制：粘贴给朋友吧
finish-animation = 保存为动画
coach-save-moment = 保存这一刻
animation-saving = 正在保存动画…
animation-busy = 正在保存另一段动画，请稍候
animation-saved = 动画已保存：{ $file }
animation-failed = 动画未能保存（详见日志）
card-copy-failed = 无法使用剪贴板
