# The modded example's words in English. Every message here must also be in zh.ftl
# (`check_words` checks).
power-up-autolink = Autolink
autolink-nothing = Nothing to link
special-deep_ice-name = Deep Ice
special-deep_ice-about = Frozen hard: it thaws when two of the tiles beside it are gone (ice needs only one).
