tile-set-dice = dice
background-gingham = gingham
