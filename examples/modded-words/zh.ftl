# 示例模组的中文文字。每条消息都必须在 en.ftl 里也有（`check_words` 会检查）。
power-up-autolink = 自动连
autolink-nothing = 没有可连的牌
special-deep_ice-name = 深冰
special-deep_ice-about = 冻得很深：旁边有两张牌消去后才会融化（普通冰块只要一张）。
