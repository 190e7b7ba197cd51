# Los textos del juego en español. Cada mensaje debe corresponder uno a uno con en.ftl (una prueba lo comprueba).
# Los marcadores como { $n } los rellena el juego; no traduzcas los nombres de las variables.
#
# Nota del traductor
# Idioma: español (es), neutro e internacional, con tuteo.
# Traducido de en.ftl (el original en inglés), con zh.ftl (chino simplificado) como referencia del sentido.
# Vocabulario: el juego se sigue llamando 连连看 (Lianliankan); el género es Shisen-Sho / Mahjong Connect.
#   tile = ficha, pair = par / pareja, link = unir / unión, turn = giro (dos como máximo),
#   board = tablero, layout = diseño, cell = casilla, ring = anillo exterior, stone = piedra,
#   obstacle = obstáculo, level = nivel, pack = paquete, clear = superar (un nivel) / vaciar (un tablero),
#   deal = reparto / repartir, shuffle = barajar, power-up = potenciador, item (carrera) = objeto,
#   undo/redo = deshacer/rehacer, replay = repetición, leaderboard = clasificación, rank = puesto,
#   race = carrera, race items hide/freeze = niebla/hielo, room = sala, host = anfitrión,
#   opponent = rival, seed = semilla, streak = racha,
#   run = partida, time attack = contrarreloj, endless = sin fin, lesson = tutorial,
#   controller = mando, mouse = ratón, on/off = sí/no.
#   Los nombres de campos de los archivos de nivel (layout, fixed, kinds, stars…) no se traducen.
# Se agradecen revisiones de hablantes nativos; abre un issue con las correcciones.

## Pantalla de título
title-name = 连连看
title-subtitle = Lianliankan · Shisen-Sho
title-tagline = une pares de fichas con dos giros como máximo
title-controls = flechas + Enter, o el ratón
menu-play = Jugar
menu-levels = Niveles
menu-settings = Ajustes
menu-quit = Salir
menu-back = Volver
menu-main = Menú principal

## Pausa
pause-title = En pausa
pause-title-race = Menú de la carrera
pause-why = el reloj está detenido
pause-why-race = la carrera sigue: tu reloj está en marcha
pause-why-reason = en pausa: { $reason }; el reloj está detenido
pause-reason-focus = la ventana perdió el foco
pause-reason-pad = se desconectó el mando
pad-connected = Mando conectado: { $name }
pad-disconnected = Mando desconectado
pause-resume = Reanudar
pause-retry = Repetir este tablero

## Ajustes
settings-title = Ajustes
settings-controls = Izquierda/Derecha cambian el ajuste seleccionado
setting-volume = Volumen de efectos  < { $value }% >
setting-music = Música  < { $value }% >
setting-sound = Sonido  < { $value } >
setting-speed = Velocidad de retirada  < { $value } >
setting-cursor = Mostrar siempre el cursor  < { $value } >
setting-theme = Tema  < { $value } >
setting-fullscreen = Pantalla completa  < { $value } >
setting-contrast = Fichas de alto contraste  < { $value } >
setting-motion = Movimiento  < { $value } >
setting-size = Tamaño del texto  < { $value }% >
setting-zoom = Zoom del tablero  < { $value }% >
zoom-now = Zoom del tablero { $percent }%
setting-language = Idioma  < { $value } >
setting-tile-set = Fichas  < { $value } >
setting-colour-vision = Visión del color  < { $value } >
setting-background = Fondo  < { $value } >
setting-chinese-style = Cualquier flor o estación (mahjong)  < { $value } >
tile-set-shapes = formas
tile-set-mahjong = mahjong

## Controles
settings-open-controls = Controles
controls-title = Controles
controls-row = { $action }:  { $keys }
controls-hint = Elige una acción y pulsa su nueva tecla (puedes mantener Shift o Ctrl a la vez). Esc cancela.
controls-waiting = Pulsa la nueva tecla para «{ $action }» (Esc cancela)
controls-clash = { $key } ya está asignada a «{ $other }»: «{ $action }» conserva sus teclas
controls-reset = Restablecer teclas
controls-reset-done = Todas las teclas vuelven a estar como por defecto
action-cursor-up = Cursor arriba
action-cursor-down = Cursor abajo
action-cursor-left = Cursor a la izquierda
action-cursor-right = Cursor a la derecha
action-pick = Elegir una ficha
action-let-go = Soltar (o pausa)
action-undo = Deshacer
action-redo = Rehacer
action-pause = Pausa
action-restart = Reiniciar el reparto
action-previous-level = Nivel anterior
action-next-level = Nivel siguiente
action-open-editor = Editor de niveles
action-screenshot = Captura de pantalla
action-replay-speed = Velocidad de repetición
action-throw-item = Lanzar un objeto de carrera
action-next-target = Apuntar al siguiente rival
action-read-row = Leer la fila en voz alta
action-read-matches = Leer las fichas iguales
action-zoom-in = Ampliar el tablero
action-zoom-out = Reducir el tablero
tile-set-critters = animalitos
tile-set-too-few-kinds = Este nivel tiene { $needs } tipos de ficha y el juego «{ $set }» solo { $has }: se muestra con «{ $shown }»
tile-sheet-size = { $path }: la lámina mide { $width }×{ $height } píxeles, pero debería tener { $columns } columnas × { $rows } filas de caras cuadradas, de { $min } a { $max } píxeles cada una: sus fichas se muestran con otro juego
tile-sheet-too-few = { $path }: la lámina tiene { $faces } caras, pero su juego tiene { $kinds } tipos
tile-sheet-unreadable = { $path }: la lámina no se puede leer como imagen: sus fichas se muestran con otro juego
value-on = sí
value-off = no
speed-slow = lenta
speed-normal = normal
speed-fast = rápida
theme-system = sistema
theme-dark = oscuro
theme-light = claro
motion-system = sistema
motion-full = completo
motion-reduced = reducido
vision-typical = típica
vision-protan = protanopía
vision-deutan = deuteranopía
vision-tritan = tritanopía

## Selección de nivel
levels-title = Niveles
levels-locked = bloqueado
levels-not-cleared = sin superar
levels-locked-notice = Supera el nivel { $n } para desbloquear este
levels-broken = no se puede jugar
levels-broken-notice = El nivel { $n } no se puede jugar: su archivo tiene un problema (indicado en él)
levels-page = Página { $page } de { $pages }
levels-page-previous = Anterior
levels-page-next = Siguiente
packs-title = Paquetes
packs-progress = { $levels } niveles · { $cleared } superados · { $stars } ★
packs-by = por { $author }
packs-problems = { $count ->
    [one] { $count } problema
    [many] { $count } problemas
   *[other] { $count } problemas
}
editor-new-pack-name = Mis niveles
editor-pack-made = Paquete nuevo creado: { $folder }
levels-next-locked = Supera este nivel para desbloquear el siguiente

## Superado, perdido, sin jugadas
won-title = ¡Superado!
won-points = { $points } puntos   (bonificación de tiempo { $bonus })
won-time = tiempo { $time }
won-best = récord: { $points } puntos, { $time }
won-helped = con ayuda: { $help }
won-unaided = récord sin ayuda: { $points } puntos, { $time }
won-unaided-none = aún no lo has superado sin ayuda
help-power-up = { $title } ×{ $n }
help-undos = { $n ->
    [one] una jugada deshecha
    [many] { $n } jugadas deshechas
   *[other] { $n } jugadas deshechas
}
levels-unaided = sin ayuda { $points }  { $time }
news-best-both = ¡Nuevo récord de puntos y de tiempo!
news-best-score = ¡Nuevo récord de puntos!
news-best-time = ¡Nuevo récord de tiempo!
finish-next = Siguiente nivel
finish-retry = Reintentar
finish-menu = Menú
lost-title = Se acabó el tiempo
lost-goal-title = Meta fallida
lost-goal = los enlaces se acabaron en { $done } de { $needed }
lost-pairs-left = { $n ->
    [one] quedó un par
    [many] quedaron { $n } pares
   *[other] quedaron { $n } pares
}
stuck-title = No quedan jugadas
stuck-why = Ningún par se puede unir y las fichas restantes no se pueden volver a repartir
stuck-power-ups = Los potenciadores de la barra siguen funcionando
stuck-undo = Deshacer
stuck-back = Volver al tablero
stuck-new-deal = Nuevo reparto

## Partida
hud-pause = Pausa ({ $key-pause })
hud-points = { $total } puntos
hud-combo = combo x{ $combo }   { $total } puntos
hud-test-play = Prueba (E: volver al editor)
hud-replay = Repetición ({ $key-replay-speed }: velocidad rápida o normal)
hud-time-left = quedan { $clock }
hud-frozen = (congelado { $seconds } s)
hud-pairs-left = { $n ->
    [one] queda un par
    [many] quedan { $n } pares
   *[other] quedan { $n } pares
}
hud-seed = semilla { $seed }
board-code = Código del tablero: { $code }
menu-enter-code = Introducir un código
code-title = Jugar el tablero de un amigo
code-about = Escribe el código del tablero (por ejemplo LLK-40G9-38MH-Y4G0-5P) y pulsa Intro: el mismo nivel o partida rápida, el mismo modo y el mismo reparto.
code-not-a-code = Eso no es un código de tablero: un código tiene letras y números después de LLK.
code-typo = Hay un carácter mal escrito o que falta: revisa el código.
code-newer = Este código viene de una versión más nueva del juego.
code-unknown = Este juego no tiene ese tablero: el nivel cambió después de crear el código, o no es un nivel de este juego.
hud-rule-gravity = las fichas caen: { $way }
hud-rule-turns = { $n ->
    [0] solo enlaces rectos
    [one] enlaces de un giro
   *[other] enlaces de { $n } giros
}
hud-rule-any-turns = giros sin límite
hud-rule-slides = las fichas se deslizan
goal-board = Meta: vaciar el tablero { $done }/{ $needed }
goal-ice = Meta: quitar todo el hielo { $done }/{ $needed }
goal-pairs = Meta: parejas { $done }/{ $needed } de
goal-links = ·  enlaces { $links }/{ $most }
goal-aim-board = Vaciar el tablero
goal-aim-ice = Quitar el hielo
goal-aim-pairs = Pares de un tipo
goal-links-any = sin límite
hud-moves-left = { $n ->
    [0] ninguna jugada
    [one] una jugada
   *[other] { $n } jugadas
}
notice-speed-not-recorded = A una velocidad distinta de la normal, nada de lo jugado se guarda ni se envía
notice-redealt = No quedaban jugadas: las fichas se han vuelto a repartir
refused-same-tile = Es la misma ficha: elige su pareja
refused-not-a-tile = Ahí no hay ninguna ficha
refused-different-kinds = Fichas distintas: solo se unen las parejas iguales
refused-other-group = Las flores van con flores; las estaciones, con estaciones
refused-too-many-turns = { $limit ->
    [0] No se pueden unir: hace falta un giro y este nivel no permite ninguno
    [one] No se pueden unir: hace falta más de { $limit } giro
    [many] No se pueden unir: hacen falta más de { $limit } giros
   *[other] No se pueden unir: hacen falta más de { $limit } giros
}
refused-only-through-ring = No se pueden unir: solo por el anillo exterior del tablero, que este nivel no permite
refused-walled-off = No se pueden unir: no hay paso entre estas fichas
refused-frozen = Congelada: quita antes una ficha de al lado
refused-locked = Cerrada: quita antes la ficha con la llave del mismo color
refused-not-yet = { $special }: todavía no se puede elegir
banner-unplayable = Este nivel no se puede jugar:
banner-fix = Corrige el archivo y guárdalo para jugarlo, o pulsa { $key-next-level } para ir al siguiente nivel.
deal-failed = no se puede repartir el nivel «{ $name }»: { $error }
deal-error-no-tiles = el diseño no tiene casillas de ficha
deal-error-odd-tiles = el diseño tiene { $n } casillas de ficha; las fichas van por pares, así que debe ser un número par
deal-error-kinds = { $kinds } tipos para { $pairs } pares: debe haber al menos un tipo y como máximo un tipo por par
deal-error-no-deal = no se encontró un reparto resoluble en { $attempts } intentos: algunas casillas de ficha no se pueden unir con ninguna otra (¿encerradas por piedras?)
deal-error-not-settled = la ficha de la columna { $column }, fila { $row } se deslizaría antes del primer movimiento; con gravedad, todas las fichas deben empezar en reposo
deal-error-special-no-tile = la ficha especial de la columna { $column }, fila { $row } no está sobre ninguna ficha
deal-error-goal = ninguno de { $attempts } repartos cumple la meta en { $links } enlaces
deal-error-stopped = el trabajo tardaba demasiado y se detuvo
deal-error-special-key = el candado de la columna { $column }, fila { $row } nombra la llave de la columna { $key_column }, fila { $key_row }, que no es otra ficha
deal-error-special-lock-circle = el candado de la columna { $column }, fila { $row } está en un círculo de candados que se esperan entre sí: ninguno se abre
deal-error-special-gravity = las fichas especiales necesitan fichas que no se muevan: la gravedad y el deslizamiento las mueven
progress-not-saved = No se puede guardar el progreso ({ $error }); el juego sigue sin guardar
settings-not-saved = No se pueden guardar los ajustes ({ $error }); valen hasta que cierres el juego
notice-no-audio = Ningún dispositivo de sonido responde: el juego sigue sin sonido
failure-title = Lianliankan no puede continuar
failure-no-gpu = No se encontró ningún controlador gráfico con Vulkan. Instala el controlador Vulkan de tu sistema (en Debian y Ubuntu: mesa-vulkan-drivers) y vuelve a abrir el juego.
failure-crash = El juego encontró un error del que no puede recuperarse: { $details }

## Potenciadores
power-up-hint = Pista
power-up-bomb = Bomba
power-up-shuffle = Barajar
power-up-freeze = Congelar
power-up-reveal = Revelar
power-up-lightning = Rayo
power-up-unknown = No hay ningún potenciador llamado «{ $name }»
power-up-none-left = { $title }: no quedan usos
power-up-aim-tile = { $title }: elige una ficha ({ $key-let-go } cancela)
power-up-aim-kind = { $title }: elige una ficha del tipo ({ $key-let-go } cancela)
power-up-level-unknown = Este nivel concede potenciadores que el juego no tiene: { $names }
hint-busy = Todavía buscando un par
hint-none = No hay ningún par seguro que mostrar: el tablero está a punto de repartirse de nuevo
bomb-busy = La última bomba aún no ha estallado
bomb-no-partner = Ninguna pareja de esa ficha deja el tablero resoluble
bomb-stale = El tablero cambió antes de que estallara la bomba: inténtalo de nuevo
shuffle-busy = La última barajada aún se está repartiendo
shuffle-no-board = No hay tablero que barajar
shuffle-cannot = Las fichas restantes no se pueden barajar en un tablero resoluble
shuffle-stale = El tablero cambió antes de barajar: inténtalo de nuevo
reveal-needs-tile = Revelar necesita una ficha
lightning-needs-tile = Rayo necesita una ficha

## Editor
editor-title = Editor de niveles
editor-new-level = Nivel nuevo
editor-editing-file = Editando { $file }
editor-editing-copy = Editando una copia del nivel en juego
editor-cannot-play = No se puede jugar: { $error }
editor-saved = Guardado: { $file }
editor-not-saved = Sin guardar: { $error }
editor-brush-tile = Ficha 1
editor-brush-empty = Vacío 2
editor-brush-stone = Piedra 3
editor-width-less = An- [
editor-width-more = An+ ]
editor-height-less = Al- ;
editor-height-more = Al+ '
editor-kinds-less = Tipos- -
editor-kinds-more = Tipos+ =
editor-turns = Giros T
editor-ring = Anillo R
editor-mirror = Espejo M
editor-undo = Deshacer Ctrl+Z
editor-redo = Rehacer Ctrl+Y
editor-symmetry-none = no
editor-symmetry-left-right = izquierda–derecha
editor-symmetry-top-bottom = arriba–abajo
editor-symmetry-both = en ambos sentidos
editor-fill = Rellenar F
editor-clear = Vaciar C
editor-test-play = Probar P
editor-save = Guardar Ctrl+S
editor-leave = Volver al juego Esc
editor-size = { $width } x { $height } casillas
editor-tiles = { $tiles } fichas
editor-odd = (impar: añade o quita una)
editor-kinds = { $kinds } tipos
editor-rules = giros: { $turns }   anillo: { $ring }
editor-brush = pincel: { $brush }   espejo: { $mirror }
editor-turns-any = cualquiera
editor-brush-name-tile = ficha
editor-brush-name-empty = vacío
editor-brush-name-stone = piedra
editor-mouse = ratón: el izquierdo pinta, el derecho borra
editor-brush-plain = Ninguna
editor-special-needs-tile = Las fichas especiales van sobre fichas: pinta antes una ficha aquí.
editor-lock-choose-key = Ahora haz clic en la ficha que abre este candado (la misma ficha otra vez cancela).
editor-lock-too-many-keys = Un nivel tiene como mucho { $most } llaves (A a Z): usa una llave ya puesta.
editor-page-board = Tablero F2
editor-page-level = Nivel F2
field-name = Nombre
field-name-zh = Nombre chino
field-id = Id
field-time-limit = Tiempo máx. (s)
field-stars = Estrellas
field-seed = Semilla
field-difficulty = Dificultad
field-gravity = Gravedad
field-chinese-style = Flor comodín
field-chinese-choice = a elección del jugador
field-tiles-slide = Fichas que se deslizan
field-goal = Objetivo
field-goal-pairs = Pares, tipo
field-goal-links = Enlaces máx.
field-board = Tablero
field-board-dealt = repartido
field-board-painted = pintado a mano
field-kind-brush = Tipo a pintar
field-power-ups = Potenciadores
field-pack = Guardar en
field-pack-new = un paquete nuevo
field-new-pack = Paquete nuevo
field-empty-name-zh = (el nombre)
field-empty-id = (el nombre del archivo)
field-empty-time = (sin límite)
field-empty-seed = (un reparto nuevo cada vez)
field-expected-whole = se esperaba un número entero, como 120
field-expected-fraction = se esperaba un número de 0 a 1, como 0.6
field-checking = Comprobando…
field-check-good = ✓ El nivel es válido: un reparto resoluble en { $ms } ms
field-check-no-deal = Ningún reparto resoluble: { $error }
field-check-problems = { $count ->
    [one] { $count } problema
    [many] { $count } problemas
   *[other] { $count } problemas
}
gravity-none = ninguna
gravity-down = abajo
gravity-up = arriba
gravity-left = izquierda
gravity-right = derecha
gravity-split_vertical = arriba y abajo desde el centro
gravity-split_horizontal = izquierda y derecha desde el centro
gravity-towards_centre = hacia el centro

## Problemas encontrados en un archivo de nivel (antes de cada uno va archivo:línea:columna).
# Los problemas, uno por línea; cada problema después de su lugar.
problem-list = { $problems }
problem-at = { $place }: { $problem }
problem-too-big = el archivo ocupa { $bytes } bytes; un archivo de nivel ocupa como máximo { $most }
problem-syntax = { $detail }
problem-not-utf8 = no es texto UTF-8 (byte incorrecto en la posición { $offset })
problem-cannot-read = no se puede leer: { $error }
problem-name-empty = el nombre está vacío
problem-name-long = el nombre tiene más de { $most } caracteres
problem-names-code = names: { $code } no es un código de idioma; se esperaba uno como "zh"
problem-names-length = names: el nombre en { $code } debe tener de 1 a { $most } caracteres
problem-id = id { $id }: se esperaban de 1 a { $most } letras minúsculas, dígitos, '-' o '_'
problem-background = background { $id }: se esperaban de 1 a { $most } letras, cifras, '.', '-' o '_' (el id de un fondo, como "fret" o "desktop.egyptian")
problem-time-limit = time_limit es { $seconds } segundos; se esperaba de 1 a { $most }
problem-power-up-name = nombre de potenciador { $name }: se esperaban letras minúsculas, dígitos y '_'
problem-power-up-count = potenciador { $name }: { $count } usos; como máximo { $most }
problem-difficulty = difficulty es { $value }; se esperaba de 0.0 (parejas cercanas) a 1.0 (lejanas)
problem-stars = stars { $stars }: se esperaban tres puntuaciones crecientes para una, dos y tres estrellas
problem-no-tiles = el diseño (layout) no tiene casillas de ficha ('x')
problem-odd-tiles = el diseño tiene { $tiles } casillas de ficha; las fichas van por pares, así que debe ser un número par
problem-kinds = kinds es { $kinds }; se esperaba de 1 a { $most } (el diseño tiene { $pairs } pares y el juego dibuja { $faces } caras)
problem-kinds-with-fixed = kinds no se puede usar junto con fixed: las fichas fijas dicen qué tipos hay
problem-rows-empty = { $field } está vacío; se esperaban filas de casillas
problem-rows-too-big = { $field } mide { $size } casillas; el máximo es { $most }
problem-row-length = { $field }, fila { $row }: tiene { $cells } casillas; la primera fila tiene { $width } y todas deben coincidir
problem-cell = { $field }, fila { $row }, columna { $column }: hay { $found }, se esperaba { $expected }
problem-expected-layout = 'x' (casilla de ficha), '.' (vacía) o '#' (obstáculo)
problem-expected-fixed = una letra o un dígito (el tipo de la ficha), '.' (vacía) o '#' (obstáculo)
problem-expected-specials = '.' (nada), 'I' (hielo), 'H' (oculta), 'T' (temporizador), una minúscula (un candado) o la mayúscula de la letra de un candado (su llave); las fichas especiales de un mod traen sus propias marcas
problem-specials-size = specials tiene { $size } casillas y el layout { $layout }: deben ser del mismo tamaño
problem-specials-no-tile = specials fila { $row } columna { $column }: { $found } no está sobre ninguna ficha del layout
problem-goal-no-ice = la meta es quitar el hielo y el nivel no tiene fichas heladas (specials: I)
problem-goal-kind = goal kind { $kind } no es una clase de este nivel; se esperaba una letra, a para la primera
problem-goal-pairs = goal pide { $pairs } parejas de { $kind }; se esperaba de 1 a { $most } (las que tiene cada reparto)
problem-goal-pairs-needs = goal clear: pairs necesita kind (una letra) y pairs (cuántas)
problem-goal-kind-without-pairs = goal kind y pairs solo van con clear: pairs
problem-goal-board-links = vaciar el tablero lleva un enlace por pareja: within_links va con clear: ice o clear: pairs
problem-goal-links = goal within_links es { $links }; se esperaba de 1 a { $most } (las parejas del tablero)
problem-specials-no-key = specials fila { $row } columna { $column }: el candado { $found } no tiene llave; marca con { $key } la ficha que lo abre
problem-specials-key-twice = specials fila { $row } columna { $column }: la llave { $found } está marcada dos veces; un candado tiene una llave
problem-specials-gravity = las fichas especiales y la gravedad no van juntas: las fichas dejarían sus casillas
problem-specials-sliding = las fichas especiales y el deslizamiento no van juntos: las fichas dejarían sus casillas
problem-specials-with-fixed = las fichas especiales van con tableros repartidos: un tablero fixed no puede tenerlas
problem-slides = layout, fila { $row }, columna { $column }: con la gravedad { $gravity }, esta ficha se deslizaría al empezar; pon una ficha, un obstáculo o el borde del tablero { $side }
problem-slides-centre = layout, fila { $row }, columna { $column }: con la gravedad { $gravity }, esta ficha se deslizaría al empezar; pon una ficha o un obstáculo { $side }, o muévela contra la línea central
problem-side-below = debajo de ella
problem-side-above = encima de ella
problem-side-left = a su izquierda
problem-side-right = a su derecha
problem-fixed-size = fixed mide { $size } casillas, pero el diseño mide { $layout }; deben coincidir
problem-fixed-cell = fixed, fila { $row }, columna { $column }: no coincide con el diseño (hace falta el tipo de una ficha justo donde el diseño tiene 'x', y solo ahí)
problem-fixed-unpaired = los tipos fijos con un número impar de fichas no se pueden emparejar del todo: { $kinds }
problem-fixed-stuck = el tablero fijo no se puede vaciar: cualquier orden de retiradas se atasca
problem-fixed-gave-up = se abandonó la prueba de que el tablero fijo se puede vaciar tras { $seconds } s y { $positions } posiciones: { $limit }. Un tablero fijo se reparte tal como está escrito, así que hay que demostrarlo: hazlo más pequeño o menos enredado
problem-budget-time = se le acabó el tiempo
problem-budget-positions = puede examinar como máximo { $most } posiciones
problem-budget-memory = la búsqueda puede ocupar como máximo { $most } MiB (las posiciones recordadas, y los tableros y movimientos que está probando)

## Un archivo guardado (progreso, ajustes) que no se pudo leer al iniciar.
save-unreadable-kept = { $file }: no se puede leer ({ $error }); se deja tal cual y esta vez no se guardará nada encima
save-unreadable = { $file }: no se puede leer ({ $error }); se empieza de cero
save-damaged-moved = { $file } está dañado ({ $problem }); se empieza de cero y el archivo dañado se conserva como { $backup }
save-damaged-stays = { $file } está dañado ({ $problem }); se empieza de cero; no se pudo apartar ({ $error }), así que se deja tal cual y esta vez no se guardará nada encima
save-problem-syntax = línea { $line }, columna { $column }: { $detail }
save-problem-utf8 = no es texto UTF-8: { $detail }
save-problem-too-large = el archivo ocupa { $bytes } bytes; un archivo guardado ocupa como máximo { $most }

## Ver una repetición
replay-showing = Repetición: { $key-replay-speed } para velocidad rápida o normal, { $key-pause } para pausar
replay-speed = Velocidad de repetición ×{ $speed }
replay-parted = El juego responde distinto de la repetición a los { $time } s: la repetición se detiene aquí

## Modos de juego
menu-modes = Modos
modes-title = Modos
mode-classic = Clásico
mode-classic-about = El paquete de niveles tal cual: el reloj, las estrellas, los récords.
mode-relaxed = Relajado
mode-relaxed-about = Los mismos niveles sin reloj, con pistas gratis y sin puntos por tiempo.
mode-daily = Reto diario
mode-daily-about = Un tablero al día, el mismo para todos. Cuenta la primera partida.
daily-today-open = Hoy ({ $date }): aún sin jugar
daily-today-begun = Hoy: empezado (cuenta como jugado)
daily-today-cleared = Hoy: superado, { $points } puntos en { $time }
daily-today-lost = Hoy: sin superar ({ $points } puntos); vuelve a jugar para practicar
daily-streak = Racha: { $days ->
    [one] { $days } día
    [many] { $days } días
   *[other] { $days } días
}
daily-cleared = ¡Reto diario superado! Racha: { $days ->
    [one] { $days } día
    [many] { $days } días
   *[other] { $days } días
}
daily-over = El intento de hoy ha terminado; el tablero queda para practicar
hud-relaxed = Relajado
hud-daily-practice = Práctica
mode-time-attack = Contrarreloj
mode-time-attack-about = Un minuto; cada unión devuelve dos segundos; al vaciar un tablero llega el siguiente.
mode-endless = Sin fin
mode-endless-about = Tablero tras tablero, cada uno más difícil, hasta que el reloj gane uno.
hud-time-attack = Contrarreloj
hud-endless = Sin fin
hud-run = tablero { $stage } · { $points } acumulados
run-next-board = ¡Tablero { $stage }! { $points } puntos hasta ahora
run-over-title = Fin de la partida
run-result = { $points } puntos, { $boards ->
    [one] { $boards } tablero vaciado
    [many] { $boards } tableros vaciados
   *[other] { $boards } tableros vaciados
}
run-new-best = ¡Nueva mejor partida!
run-best = Mejor partida: { $points } puntos
run-first = Tu primera partida
run-again = Jugar otra vez

## La primera lección
menu-lesson = Tutorial
lesson-progress = Tutorial · paso { $step } de { $steps }
lesson-straight = Haz clic en las dos fichas enmarcadas: las fichas iguales se unen en línea recta.
lesson-one-turn = Una unión puede doblar una esquina. Une la pareja enmarcada: un giro.
lesson-two-turns = Hay piedras en medio: la unión las rodea con dos giros.
lesson-ring = Una unión también puede pasar por fuera del tablero. Une así la pareja enmarcada.
lesson-three-turns = ¡Dos giros como máximo! Prueba la pareja enmarcada: necesita tres, así que se rechaza.
lesson-hint = ¿Atascado? Pulsa el botón Pista (H) para ver un par que se puede unir.
lesson-hint-shown = La pista muestra un par: únelo.
lesson-well-done = ¡Bien hecho!
lesson-refused-seen = Exacto: tres giros son uno de más.
lesson-skip = Saltar tutorial ({ $key-let-go })
lesson-done = Tutorial completado: ¡disfruta del juego!
## Continuar la partida guardada de la última vez
menu-continue = Continuar
continue-resumed = Partida reanudada donde la dejaste
continue-catching-up = Volviendo a donde lo dejaste…
continue-set-aside = La partida guardada de la última vez no se puede continuar ({ $problem }); se conserva como { $backup }
continue-set-aside-failed = La partida guardada de la última vez no se puede continuar ({ $problem }); no se pudo apartar ({ $error })
continue-failed = La partida guardada no se puede continuar: { $problem }
continue-parted = La partida guardada no se desarrolla como se grabó: se ha apartado, y sigues jugando desde donde se desvió

## Las clasificaciones en línea
online-sending = Enviando a la clasificación…
online-waiting = Se enviará a la clasificación cuando haya conexión
online-rank-daily = Puesto { $rank } en la clasificación de hoy
online-rank-time-attack = Puesto { $rank } en la clasificación contrarreloj
online-rank-endless = Puesto { $rank } en la clasificación sin fin
online-rank-level = Puesto { $rank } en la clasificación de este nivel
online-refused = La clasificación no aceptó esta partida: { $reason }
online-needs-name = Se enviará cuando elijas un nombre (Ajustes → En línea)
online-title = En línea
settings-open-online = En línea
online-server = Servidor: { $value }
online-name = Tu nombre: { $value }
online-value-none = ninguno
online-server-bad = Esa no es una dirección de servidor: escribe https://HOST o http://HOST:PUERTO (o nada para ninguno)
online-name-unset = Elige un nombre para clasificar tus partidas: de 1 a 16 letras o dígitos (también caracteres chinos)
online-name-length = Un nombre tiene de 1 a { $most } caracteres; ese tiene { $chars }
online-name-character = Un nombre solo lleva letras y dígitos (también caracteres chinos): «{ $char }» no es ninguna de las dos cosas
online-name-restricted = Los nombres no usan «{ $char }»: una letra invisible, una forma de ancho completo o estilizada, o una letra ya en desuso
online-name-mixed-scripts = Ese nombre mezcla letras de escrituras que no se escriben juntas
online-name-kept = Guardado: se registrará cuando haya un servidor configurado
online-name-binding = Registrando { $name }…
online-name-bound = { $name } es tuyo en este servidor
online-name-taken = { $name } ya lo usa otro jugador: elige otro
online-name-refused = El servidor rechazó el nombre: { $reason }
online-name-offline = No se puede conectar con el servidor: el nombre se registrará cuando se pueda
online-key-warning = Tu nombre está ligado a una clave guardada en el archivo online/key de la carpeta de datos del juego. Si pierdes el archivo de la clave, pierdes el nombre: guarda una copia.
online-sharing = Compartir mis partidas de la clasificación: { $value }
online-sharing-about = Si las compartes, otros jugadores pueden descargar tus partidas de la clasificación y competir contra ellas como fantasma. Desactivado hasta que lo actives.
online-sharing-waiting = Tu elección se enviará cuando tu nombre esté registrado y el servidor responda
online-sharing-kept-on = Compartidas: otros pueden competir contra tus partidas como fantasma
online-sharing-kept-off = Sin compartir: tus partidas de la clasificación son solo tuyas
online-sharing-refused = El servidor rechazó tu elección: { $reason }
online-typing-hint = Enter para escribir, Enter otra vez para guardar, Esc para dejarlo como estaba
leaderboard-title = Clasificación
leaderboard-open = Clasificación
leaderboard-board-daily = Clasificación de hoy ({ $date })
leaderboard-board-time-attack = Contrarreloj
leaderboard-board-endless = Sin fin
leaderboard-board-level = Este nivel ({ $level })
leaderboard-loading = Cargando…
leaderboard-unreachable = No se puede conectar con el servidor: { $reason }
leaderboard-empty = Aún no hay entradas: sé el primero
leaderboard-offline = No hay servidor de clasificación configurado (Ajustes → En línea)
leaderboard-switch = ← → otra clasificación
leaderboard-you = Tú: puesto { $rank }
leaderboard-back = Volver
leaderboard-race = Competir
leaderboard-race-fetching = Descargando la partida de { $name }…
leaderboard-race-failed = No se puede competir contra la partida de { $name }: { $reason }
leaderboard-name = Juegas como { $name }. Tu nombre está ligado al archivo de clave online/key de la carpeta de datos: si pierdes el archivo de la clave, pierdes el nombre.

# Salas de carrera
menu-race = Carrera
hud-race = Carrera
race-title = Carrera
race-about = De 2 a 6 jugadores en el mismo tablero: gana el primero que lo vacíe.
race-create = Crear una sala
race-items-on = Objetos: sí
race-items-off = Objetos: no
race-level = Nivel: { $level }
race-level-server = Nivel: lo elige el servidor
race-join = Unirse a la sala { $code }
race-join-empty = Unirse: escribe las seis letras de la sala
race-quick = Partida rápida
race-choose-name = Elige tu nombre (Ajustes → En línea)
race-back = Volver
race-joining = Buscando la sala…
race-code = Código de la sala
race-share = Comparte el código: tus amigos se unen con él.
race-players = Jugadores ({ $n } de 6)
race-host = { $name } (anfitrión)
race-host-you = { $name } (anfitrión, tú)
race-you = { $name } (tú)
race-start = Empezar la carrera
race-waiting = Esperando a que el anfitrión empiece…
race-leave = Salir de la sala
race-refused = La sala dice: { $reason }
race-offline = Conexión perdida: la carrera sigue aquí, sin verificar.
race-bad-level = El nivel de la sala no se puede leer: has salido de la carrera.
race-dropped = { $name } ha quedado fuera de la carrera
race-connection-lost = Conexión perdida: la carrera sigue aquí, sin verificar
race-item-hide = niebla
race-item-freeze = hielo
race-item-landed = ¡{ $name } te ha lanzado { $item }!
race-item-thrown = Has lanzado { $item } a { $name }
race-opponents = Rivales
race-pairs = { $n ->
    [one] queda un par
    [many] quedan { $n } pares
   *[other] quedan { $n } pares
}
race-combo = combo ×{ $combo }
race-out = fuera
race-target = en la mira
race-held = Objetos: { $items }
race-held-none = Objetos: ninguno
race-throw = Lanzar ({ $key-throw-item })
race-next-target = Siguiente rival ({ $key-next-target })
race-frozen = ¡Congelado!
race-hidden = ¡Fichas ocultas!
race-result-title = Fin de la carrera
race-you-cleared = Vaciaste el tablero en { $time }
race-you-not-cleared = No vaciaste el tablero
race-pending = Verificando el orden…
race-unverified = Sin verificar: se perdió la conexión
race-place = { $place }. { $name }   { $time }
race-place-out = { $place }. { $name }   no lo vació
race-place-left = { $place }. { $name }   abandonó la carrera
race-place-refused = { $place }. { $name }   vaciado sin demostrar
race-to-title = Volver al título
race-computer-open = Contra el ordenador
race-computer-level = Tablero: { $level }
race-computer-about = Rivales del ordenador compiten contigo en el mismo tablero. Ven lo que tú ves y tardan lo que tardaría una persona. No se guarda nada.
race-computer-seats = Rivales del ordenador: { $n }
race-computer-tier-row = Nivel: { $tier }
race-computer-beginner = principiante
race-computer-club = jugador de club
race-computer-expert = experto
race-computer-name = Ordenador { $n } ({ $tier })
race-computer-you = Tú

# Quick game
menu-quick-game = Partida rápida
quick-game = Partida rápida
quick-deal = Repartir
quick-size = Tablero  < { $value } >
quick-size-custom = { $size }, a medida
quick-width = Ancho  < { $value } >
quick-height = Alto  < { $value } >
quick-difficulty = Dificultad  < { $value } >
quick-easy = fácil
quick-medium = media
quick-hard = difícil
quick-easy-about = Fácil: las dos fichas de una pareja quedan cerca.
quick-medium-about = Media: las dos fichas de una pareja quedan en cualquier sitio.
quick-hard-about = Difícil: las dos fichas de una pareja quedan muy separadas.
quick-gravity = Gravedad  < { $value } >
quick-ring = Uniones por fuera del tablero  < { $value } >
quick-slide = Las fichas se deslizan  < { $value } >
quick-turns = Giros por unión  < { $value } >
quick-kinds = Clases de ficha  < { $value } >
quick-kinds-auto = auto ({ $count })
quick-time = Tiempo límite  < { $value } >
quick-time-none = ninguno
quick-minutes = { $minutes } min
quick-keys = Izquierda/Derecha cambian la opción · en juego, N reparte de nuevo
action-new-deal = Nuevo reparto
finish-look = Ver el tablero
lesson-gravity = En algunos tableros las fichas caen. Une la pareja marcada y mira cómo caen las de arriba al hueco.

# Salón de la fama y estadísticas
menu-hall-of-fame = Salón de la fama
menu-statistics = Estadísticas
hall-of-fame = Salón de la fama
hall-no-board = Aún no has vaciado ningún tablero
hall-unaided = Victorias sin ayuda
hall-assisted = Victorias con ayuda
hall-sorted = Orden: { $order }
hall-sort-score = puntos
hall-sort-time = tiempo
hall-sort-name = nombre
hall-sort-date = fecha
hall-name = Nombre
hall-score = Puntos
hall-time = Tiempo
hall-date = Fecha
hall-empty = Aún no hay victorias aquí.
hall-player = Jugador: { $name }
hall-keys = Izquierda/Derecha: otra lista u otro jugador · Intro en el jugador: nombre nuevo
hall-clear = Vaciar esta lista
hall-clear-confirm = ¿Vaciar de verdad?
hall-placed = Salón de la fama: ¡puesto { $place }!
hall-board-quick = Partida rápida { $rules }
hall-board-relaxed = { $level } (relajado)
hall-gravity = gravedad { $way }
hall-no-ring = sin borde
hall-turns = { $count } giros
hall-turns-any = giros libres
hall-kinds = { $count } tipos
stats-title = Estadísticas
stats-totals = Partidas { $games } · Victorias { $clears } · Mejor racha { $streak } · Días seguidos { $days } · Pistas { $hints }
stats-records = Niveles superados { $levels } · Victorias guardadas { $clears } · Partidas con ayuda { $helped }
stats-chart-days = Partidas por día, últimos { $days } días
stats-chart-size = Tiempo para vaciar { $size }
stats-chart-levels = Niveles: estimación del diseñador y la tuya
stats-legend-days = gris: partidas terminadas · oro: tableros vaciados
stats-legend-size = puntos: cada victoria (tiempo) · línea dorada: la tendencia
stats-legend-levels = gris: estimación del diseñador · oro: cómo te resultó (partidas sin victoria sin ayuda) · fácil a la izquierda, difícil a la derecha
tile-set-desktop = fichas del escritorio
tile-set-by = { $set } de { $author }
tile-set-look-alikes = { $set } ({ $pairs ->
        [one] { $pairs } par parecido
       *[other] { $pairs } pares parecidos
    })
tile-set-desktop-broken = Las fichas del escritorio «{ $set }» no se pueden usar ({ $reason }): se muestran las del juego
background-plain = Liso
background-felt = Fieltro verde
background-wood = Tablas de nogal
background-fret = Greca en laca
background-paper = Papel xuan
background-desktop = fondo del escritorio
background-broken = El fondo «{ $name }» no se puede mostrar ({ $reason }): se muestra el liso
ghost-title = Fantasma
ghost-name = { $name }
ghost-behind = { $seconds } s por detrás
ghost-ahead = { $seconds } s por delante
ghost-faster = Parejas encontradas más rápido: { $pairs }
ghost-other-level = La repetición del fantasma es de otro nivel: no puede competir en este tablero
ghost-other-seed = La repetición del fantasma es otro reparto de este nivel (otra semilla): no puede competir en este tablero
ghost-other-mode = La repetición del fantasma se jugó en otro modo: no puede competir en este tablero
ghost-not-proven = La repetición del fantasma no se puede verificar: { $reason }

## El entrenador (desde las pantallas de victoria y derrota)
finish-coach = Entrenador
coach-title = Entrenador
coach-working = Repasando la partida…
coach-failed = Esta partida no se puede repasar: { $reason }
coach-summary = { $links } enlaces en { $time } · pistas { $hints } · deshacer { $undos } · remezclas { $redeals }
coach-page-timeline = Cronología
coach-page-wait = Espera larga { $n }
coach-page-closing = Sin salida en el enlace { $n }
coach-no-closing = Ningún enlace cerró el camino a despejar el tablero.
coach-closings = { $n ->
    [one] Un enlace cerró el camino a despejar el tablero: mira su página.
   *[other] { $n } enlaces cerraron el camino a despejar el tablero: mira sus páginas.
}
coach-legend-timeline = Barras: la espera antes de cada enlace (oro: las más largas). Línea azul: enlaces posibles. Marcas abajo: pistas (ámbar), deshacer (rojo), remezclas (blanco).
coach-wait = { $wait } s antes del enlace { $n } (en { $at }): había { $open } enlaces posibles
coach-legend-wait = Azul: los enlaces posibles entonces. Oro: el enlace que hiciste.
coach-closing = Tras el enlace { $n } (en { $at }) el tablero ya no se podía despejar; antes sí.
coach-legend-closing = Rojo: el enlace que cerró el camino. Azul: los enlaces posibles entonces.
coach-try = Probar desde aquí
hud-practice = Práctica
practice-from-here = Práctica desde este momento: no se registra nada
practice-failed = No se puede empezar la práctica: { $problem }
practice-parted = El tablero de práctica se aparta de la partida: sigues desde donde se apartó
finish-race-best = Competir con tu mejor marca
ghost-no-best = Aún no hay una mejor repetición guardada de este nivel
won-ghost = Contra { $name }: tú { $you }, el fantasma { $ghost }
won-ghost-faster = Parejas encontradas más rápido: { $n } de { $of } (enlaces { $which })
ghost-your-best = Tu mejor marca

# Special tiles: the first-meet cards
special-card-new = Una ficha nueva
special-card-ok = Entendido
special-card-proof = Cada reparto se puede seguir despejando: el juego lo demuestra antes de mostrarte el tablero.
special-ice-name = Hielo
special-ice-about = Una ficha congelada no se puede elegir. Se descongela cuando se quita una ficha de al lado (arriba, abajo, izquierda o derecha).
special-lock-name = Candado
special-lock-about = Una ficha cerrada no se puede elegir hasta quitar su llave: la ficha con la llave del mismo color.
special-hidden-name = Boca abajo
special-hidden-about = Una ficha boca abajo muestra su cara cuando se quita una ficha de al lado. Puedes elegirla boca abajo, si la recuerdas o adivinas.
special-timer-name = Cronómetro
special-timer-about = Una ficha con cronómetro te da los segundos escritos debajo cuando la quitas.
slide-choose = Dos formas de deslizar: elige una ficha bajo la flecha de la que quieras

## What a screen reader says (spoken, never drawn): the faces of the tiles, the board's cells, what happens.
face-tile = Ficha { $number }
face-mahjong = { $suit ->
    [characters] Caracteres { $number }
    [dots] Círculos { $number }
    [bamboo] Bambú { $number }
    [wind] { $number ->
        [1] Viento del este
        [2] Viento del sur
        [3] Viento del oeste
       *[4] Viento del norte
    }
    [dragon] { $number ->
        [1] Dragón rojo
        [2] Dragón verde
       *[3] Dragón blanco
    }
    [flower] Flor { $number }
   *[season] Estación { $number }
}
face-shape = { $shape ->
     [0] círculo
     [1] cuadrado
     [2] triángulo
     [3] rombo
     [4] estrella
     [5] hexágono
     [6] más
     [7] anillo
     [8] triángulo hacia abajo
     [9] media luna
     [10] destello
    *[11] aspa
}, { $colour ->
     [0] naranja
     [1] celeste
     [2] verde azulado
     [3] bermellón
     [4] azul
     [5] púrpura
     [6] granate
    *[7] pizarra
}{ $mark ->
    [1] , un punto
    [2] , dos puntos
   *[0] {""}
}
face-critter = { $head ->
     [0] oso
     [1] gato
     [2] conejo
     [3] ratón
     [4] rana
    *[5] pollito
}, { $fur ->
     [0] naranja
     [1] celeste
     [2] verde azulado
     [3] bermellón
     [4] azul
     [5] púrpura
    *[6] granate
}
reader-board = Tablero, { $columns } columnas por { $rows } filas
reader-cell = { $face }, fila { $row }, columna { $column }
reader-empty = vacía
reader-face-down = boca abajo
reader-held = aún no se puede elegir
reader-selected = elegida
reader-block = obstáculo
reader-picked = { $face } elegida
reader-linked = { $face } unidas. Parejas restantes: { $left }
reader-announcements = Avisos
reader-hint = Pista: { $face }, fila { $row }, columna { $column }, y fila { $other_row }, columna { $other_column }
reader-moved = Fichas caídas: { $n }
reader-shuffled = Se mezclaron las fichas
reader-place = fila { $row }, columna { $column }
reader-empties = { $n } vacías
reader-separator = {"; "}
reader-row = Fila { $row }: { $cells }
reader-matches = { $face }: { $count ->
    [0] ninguna otra en el tablero
    [one] una más, en { $places }
   *[other] { $count } más, en { $places }
}. Parejas abiertas: { $open }
reader-open-pairs = Parejas abiertas: { $open }
reader-opened = { $words }
reader-seconds-left = { $n ->
    [one] Queda un segundo
   *[other] Quedan { $n } segundos
}

card-title = 连连看 Lianliankan · { $level }
card-daily = 连连看 Lianliankan · Reto diario { $day } · racha: { $days ->
    [one] { $days } día
   *[other] { $days } días
}
card-links = { $n ->
    [one] { $n } pareja
   *[other] { $n } parejas
}
card-hints = { $n ->
    [0] sin pistas
    [one] { $n } pista
   *[other] { $n } pistas
}
card-cleared = { $time } · { $links } · { $hints }
card-not-cleared = Sin terminar · { $time } · { $links }
finish-copy = Copiar resultado
card-race = Compite contra mi mejor partida en este tablero: { $link }
race-link-no-server = No se puede obtener la partida de { $name }: no hay servidor de clasificación (Ajustes → En línea). El tablero es tuyo
card-copied = Resultado copiado: pégaselo a un amigo
finish-animation = Guardar como animación
coach-save-moment = Guardar este momento
animation-saving = Guardando la animación…
animation-busy = Ya se está guardando una animación: una cada vez
animation-saved = Animación guardada: { $file }
animation-failed = No se pudo guardar la animación (consulta el registro)
card-copy-failed = No se pudo usar el portapapeles
