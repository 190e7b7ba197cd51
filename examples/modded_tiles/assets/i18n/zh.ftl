tile-set-dice = 骰子
background-gingham = 格子布
