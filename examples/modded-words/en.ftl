# The modded example's words in English. Every message here must also be in zh.ftl
# (`check_words` checks).
power-up-autolink = Autolink
autolink-nothing = Nothing to link
