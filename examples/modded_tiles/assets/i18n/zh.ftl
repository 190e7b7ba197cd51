tile-set-dice = 骰子
