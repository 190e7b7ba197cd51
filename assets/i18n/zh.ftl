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
pause-why = 计时已停止
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
setting-contrast = 高对比度牌面  < { $value } >
setting-language = 语言  < { $value } >
setting-tile-set = 牌面  < { $value } >
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
tile-set-critters = 小动物
value-on = 开
value-off = 关
speed-slow = 慢
speed-normal = 正常
speed-fast = 快
theme-dark = 深色
theme-light = 浅色

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
banner-unplayable = 这一关无法进行：
banner-fix = 修改文件并保存后即可游玩，或按 { $key-next-level } 进入下一关。
deal-failed = 无法为关卡“{ $name }”发牌：{ $error }
deal-error-no-tiles = 布局中没有放牌的格子
deal-error-odd-tiles = 布局中有 { $n } 个放牌的格子；牌必须成对，所以格子数必须是偶数
deal-error-kinds = { $pairs } 对牌配 { $kinds } 种：至少要有 1 种，且种类不能多于对数
deal-error-no-deal = 尝试 { $attempts } 次都没能发出可以消完的牌：有些格子无法与任何其他格子相连（被石块围住了？）
deal-error-not-settled = 第 { $row } 行第 { $column } 列的牌在第一步之前就会滑动；有重力时，每张牌开局时都必须是静止的
progress-not-saved = 无法保存进度（{ $error }）；游戏继续，但不会保存
settings-not-saved = 无法保存设置（{ $error }）；本次运行期间仍然有效

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

## 继续上次的游戏
menu-continue = 继续游戏
continue-resumed = 已回到上次离开的地方
continue-set-aside = 上次保留的对局无法继续（{ $problem }）；已另存为 { $backup }
continue-set-aside-failed = 上次保留的对局无法继续（{ $problem }）；也无法移开（{ $error }）
continue-failed = 保留的对局无法继续：{ $problem }
continue-parted = 保留的对局与记录不符：已另存备份，从不符之处接着玩
