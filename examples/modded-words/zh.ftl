# 示例模组的中文文字。每条消息都必须在 en.ftl 里也有（`check_words` 会检查）。
power-up-autolink = 自动连
autolink-nothing = 没有可连的牌
