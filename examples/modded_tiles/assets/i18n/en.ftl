tile-set-dice = dice
