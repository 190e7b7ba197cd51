# Os textos do jogo em português do Brasil. Cada mensagem deve corresponder uma a uma a en.ftl (um teste confere).
# Marcadores como { $n } são preenchidos pelo jogo; não traduza os nomes das variáveis.
#
# Nota do tradutor
# Idioma: português do Brasil (pt-BR), tratando o jogador por "você".
# Traduzido de en.ftl (o original em inglês), com zh.ftl (chinês simplificado) como referência do sentido.
# Vocabulário: o jogo continua se chamando 连连看 (Lianliankan); o gênero é Shisen-Sho / Mahjong Connect / Onet.
#   tile = peça, pair = par, link = ligar / ligação, turn = curva (no máximo duas), board = tabuleiro,
#   layout = layout, cell = casa, ring = anel externo, stone = pedra, obstacle = obstáculo,
#   level = fase, pack = pacote, clear = concluir (uma fase) / limpar (um tabuleiro),
#   deal = distribuir / distribuição, shuffle = embaralhar, power-up = power-up, item (corrida) = item,
#   race items hide/freeze = névoa/gelo, undo/redo = desfazer/refazer, replay = replay,
#   leaderboard = ranking, rank = lugar, race = corrida, room = sala, host = anfitrião,
#   opponent = adversário, seed = semente, streak = dias seguidos, run = partida,
#   time attack = contra o relógio, endless = infinito, lesson = tutorial, controller = controle,
#   mouse = mouse, on/off = sim/não.
#   Em pt-BR a categoria de plural "one" vale para 0 e 1: onde o 0 pode aparecer (pares restantes,
#   dias seguidos, tabuleiros limpos), o texto usa a forma "rótulo: número", que serve para qualquer número.
#   Os nomes de campos dos arquivos de fase (layout, fixed, kinds, stars…) não são traduzidos.
# Revisões de falantes nativos são bem-vindas; abra uma issue com as correções.

## Tela de título
title-name = 连连看
title-subtitle = Lianliankan · Shisen-Sho
title-tagline = ligue pares de peças com no máximo duas curvas
title-controls = setas + Enter, ou o mouse
menu-play = Jogar
menu-levels = Fases
menu-settings = Configurações
menu-quit = Sair
menu-back = Voltar
menu-main = Menu principal

## Pausa
pause-title = Pausado
pause-title-race = Menu da corrida
pause-why = o relógio está parado
pause-why-race = a corrida continua: seu relógio está correndo
pause-why-reason = pausado: { $reason }; o relógio está parado
pause-reason-focus = a janela perdeu o foco
pause-reason-pad = o controle foi desconectado
pad-connected = Controle conectado: { $name }
pad-disconnected = Controle desconectado
pause-resume = Retomar
pause-retry = Reiniciar tabuleiro

## Configurações
settings-title = Configurações
settings-controls = Esquerda/Direita mudam a opção selecionada
setting-volume = Volume dos efeitos  < { $value }% >
setting-music = Música  < { $value }% >
setting-sound = Som  < { $value } >
setting-speed = Velocidade de remoção  < { $value } >
setting-cursor = Sempre mostrar o cursor  < { $value } >
setting-theme = Tema  < { $value } >
setting-fullscreen = Tela cheia  < { $value } >
setting-contrast = Peças de alto contraste  < { $value } >
setting-motion = Movimento  < { $value } >
setting-size = Tamanho do texto  < { $value }% >
setting-zoom = Zoom do tabuleiro  < { $value }% >
zoom-now = Zoom do tabuleiro { $percent }%
setting-language = Idioma  < { $value } >
setting-tile-set = Peças  < { $value } >
setting-colour-vision = Visão de cores  < { $value } >
setting-background = Fundo  < { $value } >
setting-chinese-style = Qualquer flor ou estação (mahjong)  < { $value } >
tile-set-shapes = formas
tile-set-mahjong = mahjong

## Controles
settings-open-controls = Controles
controls-title = Controles
controls-row = { $action }:  { $keys }
controls-hint = Escolha uma ação e aperte a nova tecla (pode segurar Shift ou Ctrl junto). Esc cancela.
controls-waiting = Aperte a nova tecla para “{ $action }” (Esc cancela)
controls-clash = { $key } já é de “{ $other }”: “{ $action }” mantém suas teclas
controls-reset = Restaurar padrões
controls-reset-done = Todas as teclas voltaram ao padrão
action-cursor-up = Cursor para cima
action-cursor-down = Cursor para baixo
action-cursor-left = Cursor para a esquerda
action-cursor-right = Cursor para a direita
action-pick = Escolher uma peça
action-let-go = Soltar (ou pausar)
action-undo = Desfazer
action-redo = Refazer
action-pause = Pausar
action-restart = Distribuir de novo
action-previous-level = Fase anterior
action-next-level = Próxima fase
action-open-editor = Editor de fases
action-screenshot = Captura de tela
action-replay-speed = Velocidade do replay
action-throw-item = Lançar um item da corrida
action-next-target = Mirar no próximo adversário
action-read-row = Ler a linha em voz alta
action-read-matches = Ler as peças iguais
action-zoom-in = Ampliar o tabuleiro
action-zoom-out = Reduzir o tabuleiro
tile-set-critters = bichinhos
tile-set-too-few-kinds = Esta fase tem { $needs } tipos de peça e o conjunto “{ $set }” só { $has }: ela é mostrada com “{ $shown }”
tile-sheet-size = { $path }: a folha tem { $width }×{ $height } pixels, mas deveria ter { $columns } colunas × { $rows } linhas de faces quadradas, cada uma de { $min } a { $max } pixels: suas peças são mostradas com outro conjunto
tile-sheet-too-few = { $path }: a folha tem { $faces } faces, mas seu conjunto tem { $kinds } tipos
tile-sheet-unreadable = { $path }: a folha não pode ser lida como imagem: suas peças são mostradas com outro conjunto
value-on = sim
value-off = não
speed-slow = lenta
speed-normal = normal
speed-fast = rápida
theme-system = sistema
theme-dark = escuro
theme-light = claro
motion-system = sistema
motion-full = completo
motion-reduced = reduzido
vision-typical = típica
vision-protan = protanopia
vision-deutan = deuteranopia
vision-tritan = tritanopia

## Seleção de fase
levels-title = Fases
levels-locked = bloqueada
levels-not-cleared = não concluída
levels-locked-notice = Conclua a fase { $n } para liberar esta
levels-broken = não pode ser jogada
levels-broken-notice = A fase { $n } não pode ser jogada: o arquivo dela tem um problema (mostrado nela)
levels-page = Página { $page } de { $pages }
levels-page-previous = Anterior
levels-page-next = Próxima
packs-title = Pacotes
packs-progress = { $levels } fases · { $cleared } concluídas · { $stars } ★
packs-by = por { $author }
packs-problems = { $count ->
    [one] { $count } problema
    [many] { $count } problemas
   *[other] { $count } problemas
}
editor-new-pack-name = Minhas fases
editor-pack-made = Novo pacote criado: { $folder }
levels-next-locked = Conclua esta fase para liberar a próxima

## Vitória, derrota, sem jogadas
won-title = Concluído!
won-points = { $points } pontos   (bônus de tempo { $bonus })
won-time = tempo { $time }
won-best = recorde: { $points } pontos, { $time }
won-helped = com ajuda: { $help }
won-unaided = recorde sem ajuda: { $points } pontos, { $time }
won-unaided-none = ainda não concluída sem ajuda
help-power-up = { $title } ×{ $n }
help-undos = { $n ->
    [one] { $n } jogada desfeita
    [many] { $n } jogadas desfeitas
   *[other] { $n } jogadas desfeitas
}
levels-unaided = sem ajuda { $points }  { $time }
news-best-both = Novo recorde de pontos e de tempo!
news-best-score = Novo recorde de pontos!
news-best-time = Novo recorde de tempo!
finish-next = Próxima fase
finish-retry = Tentar de novo
finish-menu = Menu
lost-title = Acabou o tempo
lost-goal-title = Meta perdida
lost-goal = as ligações acabaram em { $done } de { $needed }
lost-pairs-left = { $n ->
    [one] sobrou { $n } par
    [many] sobraram { $n } pares
   *[other] sobraram { $n } pares
}
stuck-title = Sem jogadas
stuck-why = Nenhum par pode ser ligado, e as peças restantes não podem ser redistribuídas
stuck-power-ups = Os power-ups da barra ainda funcionam
stuck-undo = Desfazer
stuck-back = Voltar ao tabuleiro
stuck-new-deal = Nova distribuição

## Jogo
hud-pause = Pausar ({ $key-pause })
hud-points = { $total } pontos
hud-combo = combo x{ $combo }   { $total } pontos
hud-test-play = Teste (E: voltar ao editor)
hud-replay = Replay ({ $key-replay-speed }: velocidade rápida ou normal)
hud-time-left = faltam { $clock }
hud-frozen = (congelado { $seconds } s)
hud-pairs-left = { $n ->
    [one] pares restantes: { $n }
    [many] pares restantes: { $n }
   *[other] pares restantes: { $n }
}
hud-seed = semente { $seed }
board-code = Código do tabuleiro: { $code }
menu-enter-code = Digitar um código
code-title = Jogar o tabuleiro de um amigo
code-about = Digite o código do tabuleiro (por exemplo LLK-40G9-38MH-Y4G0-5P) e tecle Enter: o mesmo nível ou partida rápida, o mesmo modo e a mesma distribuição.
code-not-a-code = Isso não é um código de tabuleiro: um código tem letras e números depois de LLK.
code-typo = Há um caractere digitado errado ou faltando: confira o código.
code-newer = Este código veio de uma versão mais nova do jogo.
code-unknown = Este jogo não tem esse tabuleiro: o nível mudou depois que o código foi feito, ou não é um nível deste jogo.
hud-rule-gravity = as peças caem: { $way }
hud-rule-turns = { $n ->
    [0] só ligações retas
    [one] ligações de uma curva
   *[other] ligações de { $n } curvas
}
hud-rule-any-turns = curvas sem limite
hud-rule-slides = as peças deslizam
goal-board = Meta: limpar o tabuleiro { $done }/{ $needed }
goal-ice = Meta: tirar todo o gelo { $done }/{ $needed }
goal-pairs = Meta: pares { $done }/{ $needed } de
goal-links = ·  ligações { $links }/{ $most }
goal-aim-board = Limpar o tabuleiro
goal-aim-ice = Tirar o gelo
goal-aim-pairs = Pares de um tipo
goal-links-any = sem limite
hud-moves-left = { $n ->
    [0] nenhuma jogada
    [one] uma jogada
   *[other] { $n } jogadas
}
notice-speed-not-recorded = Fora da velocidade normal, nada do que você jogar é salvo ou enviado
notice-redealt = Sem jogadas: as peças foram redistribuídas
refused-same-tile = É a mesma peça: escolha o par dela
refused-not-a-tile = Não há peça aí
refused-different-kinds = Peças diferentes: só pares iguais se ligam
refused-other-group = Flor com flor, estação com estação
refused-too-many-turns = { $limit ->
    [0] Sem ligação: precisa de uma curva, e esta fase não permite nenhuma
    [one] Sem ligação: precisa de mais de { $limit } curva
    [many] Sem ligação: precisa de mais de { $limit } curvas
   *[other] Sem ligação: precisa de mais de { $limit } curvas
}
refused-only-through-ring = Sem ligação: só pelo anel em volta do tabuleiro, que esta fase não permite
refused-walled-off = Sem ligação: não há caminho entre estas peças
refused-frozen = Congelada: remova antes uma peça ao lado
refused-locked = Trancada: remova antes a peça com a chave da mesma cor
refused-not-yet = { $special }: ainda não pode ser escolhida
banner-unplayable = Esta fase não pode ser jogada:
banner-fix = Corrija o arquivo e salve-o para jogar, ou aperte { $key-next-level } para ir à próxima fase.
deal-failed = não foi possível distribuir a fase “{ $name }”: { $error }
deal-error-no-tiles = o layout não tem casas de peça
deal-error-odd-tiles = o layout tem { $n } casas de peça; as peças vêm em pares, então o número precisa ser par
deal-error-kinds = { $kinds } tipos para { $pairs } pares: é preciso ter pelo menos um tipo e no máximo um tipo por par
deal-error-no-deal = nenhuma distribuição solucionável encontrada em { $attempts } tentativas: algumas casas de peça não podem ser ligadas a nenhuma outra (cercadas por pedras?)
deal-error-not-settled = a peça da coluna { $column }, linha { $row } deslizaria antes da primeira jogada; com gravidade, todas as peças precisam começar paradas
deal-error-special-no-tile = a peça especial na coluna { $column }, linha { $row } não está sobre nenhuma peça
deal-error-goal = nenhuma de { $attempts } distribuições cumpre a meta em { $links } ligações
deal-error-stopped = o trabalho demorou demais e foi interrompido
deal-error-special-key = o cadeado na coluna { $column }, linha { $row } indica a chave na coluna { $key_column }, linha { $key_row }, que não é outra peça
deal-error-special-lock-circle = o cadeado na coluna { $column }, linha { $row } está num círculo de cadeados que esperam uns pelos outros: nenhum abre
deal-error-special-gravity = peças especiais precisam de peças que fiquem no lugar: a gravidade e o deslizamento as movem
progress-not-saved = Não foi possível salvar o progresso ({ $error }); o jogo continua sem salvar
settings-not-saved = Não foi possível salvar as configurações ({ $error }); elas valem até você fechar o jogo
notice-no-audio = Nenhum dispositivo de som responde: o jogo segue sem som
failure-title = Lianliankan não pode continuar
failure-no-gpu = Nenhum driver gráfico com Vulkan foi encontrado. Instale o driver Vulkan do seu sistema (no Debian e no Ubuntu: mesa-vulkan-drivers) e abra o jogo de novo.
failure-crash = O jogo encontrou um erro do qual não consegue se recuperar: { $details }

## Power-ups
power-up-hint = Dica
power-up-bomb = Bomba
power-up-shuffle = Embaralhar
power-up-freeze = Congelar
power-up-reveal = Revelar
power-up-lightning = Raio
power-up-unknown = Não existe power-up chamado “{ $name }”
power-up-none-left = { $title }: não há mais usos
power-up-aim-tile = { $title }: escolha uma peça ({ $key-let-go } cancela)
power-up-aim-kind = { $title }: escolha uma peça do tipo ({ $key-let-go } cancela)
power-up-level-unknown = Esta fase dá power-ups que o jogo não tem: { $names }
hint-busy = Ainda procurando um par
hint-none = Nenhum par seguro para mostrar: o tabuleiro está prestes a ser redistribuído
bomb-busy = A última bomba ainda não explodiu
bomb-no-partner = Nenhum par para essa peça mantém o tabuleiro solucionável
bomb-stale = O tabuleiro mudou antes de a bomba explodir: tente de novo
shuffle-busy = O último embaralhamento ainda está sendo distribuído
shuffle-no-board = Não há tabuleiro para embaralhar
shuffle-cannot = As peças restantes não podem ser embaralhadas num tabuleiro solucionável
shuffle-stale = O tabuleiro mudou antes de embaralhar: tente de novo
reveal-needs-tile = Revelar precisa de uma peça
lightning-needs-tile = Raio precisa de uma peça

## Editor
editor-title = Editor de fases
editor-new-level = Nova fase
editor-editing-file = Editando { $file }
editor-editing-copy = Editando uma cópia da fase em jogo
editor-cannot-play = Não dá para jogar: { $error }
editor-saved = Salvo: { $file }
editor-not-saved = Não salvo: { $error }
editor-brush-tile = Peça 1
editor-brush-empty = Vazio 2
editor-brush-stone = Pedra 3
editor-width-less = L- [
editor-width-more = L+ ]
editor-height-less = A- ;
editor-height-more = A+ '
editor-kinds-less = Tipos- -
editor-kinds-more = Tipos+ =
editor-turns = Curvas T
editor-ring = Anel R
editor-mirror = Espelho M
editor-undo = Desfazer Ctrl+Z
editor-redo = Refazer Ctrl+Y
editor-symmetry-none = não
editor-symmetry-left-right = esquerda–direita
editor-symmetry-top-bottom = cima–baixo
editor-symmetry-both = nos dois sentidos
editor-fill = Preencher F
editor-clear = Limpar C
editor-test-play = Testar P
editor-save = Salvar Ctrl+S
editor-leave = Voltar ao jogo Esc
editor-size = { $width } x { $height } casas
editor-tiles = { $tiles } peças
editor-odd = (ímpar: adicione ou tire uma)
editor-kinds = { $kinds } tipos
editor-rules = curvas: { $turns }   anel: { $ring }
editor-brush = pincel: { $brush }   espelho: { $mirror }
editor-turns-any = qualquer
editor-brush-name-tile = peça
editor-brush-name-empty = vazio
editor-brush-name-stone = pedra
editor-mouse = mouse: o esquerdo pinta, o direito apaga
editor-brush-plain = Nenhuma
editor-special-needs-tile = Peças especiais vão sobre peças: pinte uma peça aqui primeiro.
editor-lock-choose-key = Agora clique na peça que é a chave deste cadeado (a mesma peça de novo cancela).
editor-lock-too-many-keys = Um nível tem no máximo { $most } chaves (A a Z): use uma chave já colocada.
editor-page-board = Tabuleiro F2
editor-page-level = Fase F2
field-name = Nome
field-name-zh = Nome em chinês
field-id = Id
field-time-limit = Tempo máx. (s)
field-stars = Estrelas
field-seed = Semente
field-difficulty = Dificuldade
field-gravity = Gravidade
field-chinese-style = Flor coringa
field-chinese-choice = escolha do jogador
field-tiles-slide = Peças deslizam
field-goal = Objetivo
field-goal-pairs = Pares, tipo
field-goal-links = Ligações máx.
field-board = Tabuleiro
field-board-dealt = distribuído
field-board-painted = pintado à mão
field-kind-brush = Tipo a pintar
field-power-ups = Power-ups dados
field-pack = Salvar em
field-pack-new = um novo pacote
field-new-pack = Novo pacote
field-empty-name-zh = (o nome)
field-empty-id = (o nome do arquivo)
field-empty-time = (sem limite)
field-empty-seed = (nova distribuição a cada vez)
field-expected-whole = era esperado um número inteiro, como 120
field-expected-fraction = era esperado um número de 0 a 1, como 0.6
field-checking = Verificando…
field-check-good = ✓ A fase está certa: distribuição solucionável em { $ms } ms
field-check-no-deal = Nenhuma distribuição solucionável: { $error }
field-check-problems = { $count ->
    [one] { $count } problema
    [many] { $count } problemas
   *[other] { $count } problemas
}
gravity-none = nenhuma
gravity-down = para baixo
gravity-up = para cima
gravity-left = para a esquerda
gravity-right = para a direita
gravity-split_vertical = para cima e para baixo a partir do meio
gravity-split_horizontal = para a esquerda e para a direita a partir do meio
gravity-towards_centre = para o centro

## Problemas encontrados num arquivo de fase (arquivo:linha:coluna vem antes de cada um).
# Os problemas, um por linha; cada problema depois do seu lugar.
problem-list = { $problems }
problem-at = { $place }: { $problem }
problem-too-big = o arquivo tem { $bytes } bytes; um arquivo de fase tem no máximo { $most }
problem-syntax = { $detail }
problem-not-utf8 = não é texto UTF-8 (byte inválido na posição { $offset })
problem-cannot-read = não foi possível ler: { $error }
problem-name-empty = o nome está vazio
problem-name-long = o nome tem mais de { $most } caracteres
problem-names-code = names: { $code } não é um código de idioma; era esperado algo como "zh"
problem-names-length = names: o nome em { $code } precisa ter de 1 a { $most } caracteres
problem-id = id { $id }: eram esperados de 1 a { $most } letras minúsculas, dígitos, '-' ou '_'
problem-background = background { $id }: esperado de 1 a { $most } letras, dígitos, '.', '-' ou '_' (o id de um fundo, como "fret" ou "desktop.egyptian")
problem-time-limit = time_limit é { $seconds } segundos; era esperado de 1 a { $most }
problem-power-up-name = nome de power-up { $name }: eram esperados letras minúsculas, dígitos e '_'
problem-power-up-count = power-up { $name }: { $count } usos; no máximo { $most }
problem-difficulty = difficulty é { $value }; era esperado de 0.0 (pares próximos) a 1.0 (distantes)
problem-stars = stars { $stars }: eram esperadas três pontuações crescentes para uma, duas e três estrelas
problem-no-tiles = o layout não tem casas de peça ('x')
problem-odd-tiles = o layout tem { $tiles } casas de peça; as peças vêm em pares, então o número precisa ser par
problem-kinds = kinds é { $kinds }; era esperado de 1 a { $most } (o layout tem { $pairs } pares, e o jogo desenha { $faces } faces)
problem-kinds-with-fixed = kinds não pode ser usado com fixed: as peças fixas dizem quais tipos existem
problem-rows-empty = { $field } está vazio; eram esperadas linhas de casas
problem-rows-too-big = { $field } tem { $size } casas; o máximo é { $most }
problem-row-length = { $field }, linha { $row }: tem { $cells } casas; a primeira linha tem { $width }, e todas precisam ser iguais
problem-cell = { $field }, linha { $row }, coluna { $column }: encontrado { $found }, esperado { $expected }
problem-expected-layout = 'x' (casa de peça), '.' (vazia) ou '#' (obstáculo)
problem-expected-fixed = uma letra ou dígito (o tipo da peça), '.' (vazia) ou '#' (obstáculo)
problem-expected-specials = '.' (nada), 'I' (gelo), 'H' (oculta), 'T' (cronômetro), uma minúscula (um cadeado) ou a maiúscula da letra de um cadeado (sua chave); as peças especiais de um mod trazem suas próprias marcas
problem-specials-size = specials tem { $size } casas e o layout { $layout }: precisam ter o mesmo tamanho
problem-specials-no-tile = specials linha { $row } coluna { $column }: { $found } não está sobre nenhuma peça do layout
problem-goal-no-ice = a meta é tirar o gelo, e o nível não tem peças congeladas (specials: I)
problem-goal-kind = goal kind { $kind } não é um tipo deste nível; esperada uma letra, a para o primeiro
problem-goal-pairs = goal pede { $pairs } pares de { $kind }; esperado de 1 a { $most } (os que cada distribuição tem)
problem-goal-pairs-needs = goal clear: pairs precisa de kind (uma letra) e pairs (quantos)
problem-goal-kind-without-pairs = goal kind e pairs só vão com clear: pairs
problem-goal-board-links = limpar o tabuleiro leva uma ligação por par: within_links vai com clear: ice ou clear: pairs
problem-goal-links = goal within_links é { $links }; esperado de 1 a { $most } (os pares do tabuleiro)
problem-specials-no-key = specials linha { $row } coluna { $column }: o cadeado { $found } não tem chave; marque { $key } na peça que o abre
problem-specials-key-twice = specials linha { $row } coluna { $column }: a chave { $found } está marcada duas vezes; um cadeado tem uma chave
problem-specials-gravity = peças especiais e gravidade não combinam: as peças sairiam de suas casas
problem-specials-sliding = peças especiais e deslizamento não combinam: as peças sairiam de suas casas
problem-specials-with-fixed = peças especiais são para tabuleiros distribuídos: um tabuleiro fixed não pode tê-las
problem-slides = layout, linha { $row }, coluna { $column }: com a gravidade { $gravity }, esta peça deslizaria no início; coloque uma peça, um obstáculo ou a borda do tabuleiro { $side }
problem-slides-centre = layout, linha { $row }, coluna { $column }: com a gravidade { $gravity }, esta peça deslizaria no início; coloque uma peça ou um obstáculo { $side }, ou encoste-a na linha central
problem-side-below = abaixo dela
problem-side-above = acima dela
problem-side-left = à esquerda dela
problem-side-right = à direita dela
problem-fixed-size = fixed tem { $size } casas, mas o layout tem { $layout }; precisam ser iguais
problem-fixed-cell = fixed, linha { $row }, coluna { $column }: não bate com o layout (é preciso o tipo de uma peça exatamente onde o layout tem 'x', e só ali)
problem-fixed-unpaired = tipos fixos com número ímpar de peças não podem formar todos os pares: { $kinds }
problem-fixed-stuck = o tabuleiro fixo não pode ser limpo: qualquer ordem de remoções trava
problem-fixed-gave-up = a prova de que o tabuleiro fixo pode ser limpo foi abandonada depois de { $seconds } s e { $positions } posições: { $limit }. Um tabuleiro fixo é distribuído exatamente como está escrito, então precisa ser provado: deixe-o menor ou menos emaranhado
problem-budget-time = o tempo acabou
problem-budget-positions = pode examinar no máximo { $most } posições
problem-budget-memory = a busca pode ocupar no máximo { $most } MiB (posições lembradas, e os tabuleiros e jogadas que está testando)

## Um arquivo salvo (progresso, configurações) que não pôde ser lido na inicialização.
save-unreadable-kept = { $file }: não pode ser lido ({ $error }); ele fica como está e nada será salvo por cima dele desta vez
save-unreadable = { $file }: não pode ser lido ({ $error }); começando do zero
save-damaged-moved = { $file } está danificado ({ $problem }); começando do zero, e o arquivo danificado foi guardado como { $backup }
save-damaged-stays = { $file } está danificado ({ $problem }); começando do zero; não foi possível movê-lo ({ $error }), então ele fica como está e nada será salvo por cima dele desta vez
save-problem-syntax = linha { $line }, coluna { $column }: { $detail }
save-problem-utf8 = não é texto UTF-8: { $detail }
save-problem-too-large = o arquivo tem { $bytes } bytes; um arquivo salvo tem no máximo { $most }

## Vendo um replay
replay-showing = Replay: { $key-replay-speed } para velocidade rápida ou normal, { $key-pause } para pausar
replay-speed = Velocidade do replay ×{ $speed }
replay-parted = O jogo responde diferente do replay aos { $time } s: o replay para aqui

## Modos de jogo
menu-modes = Modos
modes-title = Modos
mode-classic = Clássico
mode-classic-about = O pacote de fases como ele é: o relógio, as estrelas, os recordes.
mode-relaxed = Relaxado
mode-relaxed-about = As mesmas fases sem relógio, com dicas grátis e sem pontos por tempo.
mode-daily = Desafio diário
mode-daily-about = Um tabuleiro por dia, o mesmo para todos. Vale a primeira partida.
daily-today-open = Hoje ({ $date }): ainda não jogado
daily-today-begun = Hoje: começado (conta como jogado)
daily-today-cleared = Hoje: concluído, { $points } pontos em { $time }
daily-today-lost = Hoje: não concluído ({ $points } pontos); jogue de novo para treinar
daily-streak = Dias seguidos: { $days ->
    [one] { $days }
    [many] { $days }
   *[other] { $days }
}
daily-cleared = Desafio diário concluído! Dias seguidos: { $days ->
    [one] { $days }
    [many] { $days }
   *[other] { $days }
}
daily-over = A tentativa de hoje acabou; o tabuleiro fica para treinar
hud-relaxed = Relaxado
hud-daily-practice = Treino
mode-time-attack = Contra o relógio
mode-time-attack-about = Um minuto; cada ligação devolve dois segundos; um tabuleiro limpo traz o próximo.
mode-endless = Infinito
mode-endless-about = Tabuleiro após tabuleiro, cada um mais difícil, até o relógio vencer um.
hud-time-attack = Contra o relógio
hud-endless = Infinito
hud-run = tabuleiro { $stage } · { $points } acumulados
run-next-board = Tabuleiro { $stage }! { $points } pontos até agora
run-over-title = Fim da partida
run-result = { $points } pontos, tabuleiros limpos: { $boards ->
    [one] { $boards }
    [many] { $boards }
   *[other] { $boards }
}
run-new-best = Nova melhor partida!
run-best = Melhor partida: { $points } pontos
run-first = Sua primeira partida
run-again = Jogar de novo

## A primeira lição
menu-lesson = Tutorial
lesson-progress = Tutorial · passo { $step } de { $steps }
lesson-straight = Clique nas duas peças com moldura: peças iguais se ligam por uma linha reta.
lesson-one-turn = Uma ligação pode fazer uma curva. Ligue o par com moldura: uma curva.
lesson-two-turns = Há pedras no caminho: a ligação as contorna com duas curvas.
lesson-ring = Uma ligação também pode passar por fora do tabuleiro. Ligue assim o par com moldura.
lesson-three-turns = No máximo duas curvas! Tente o par com moldura: ele precisa de três, então é recusado.
lesson-hint = Travou? Aperte o botão Dica (H) para ver um par que pode ser ligado.
lesson-hint-shown = A dica mostra um par: ligue-o.
lesson-well-done = Muito bem!
lesson-refused-seen = Isso: três curvas é uma a mais.
lesson-skip = Pular tutorial ({ $key-let-go })
lesson-done = Tutorial concluído: divirta-se!
## Continuar o jogo guardado da última vez
menu-continue = Continuar
continue-resumed = Jogo retomado de onde você parou
continue-catching-up = Voltando para onde você parou…
continue-set-aside = O jogo guardado da última vez não pode continuar ({ $problem }); ele foi guardado como { $backup }
continue-set-aside-failed = O jogo guardado da última vez não pode continuar ({ $problem }); não foi possível movê-lo ({ $error })
continue-failed = O jogo guardado não pode continuar: { $problem }
continue-parted = O jogo guardado não se desenrola como foi gravado: ele foi posto de lado, e você continua jogando a partir de onde ele divergiu

## Os rankings online
online-sending = Enviando para o ranking…
online-waiting = Será enviado ao ranking quando houver conexão
online-rank-daily = { $rank }º lugar no ranking de hoje
online-rank-time-attack = { $rank }º lugar no ranking contra o relógio
online-rank-endless = { $rank }º lugar no ranking infinito
online-rank-level = { $rank }º lugar no ranking desta fase
online-refused = O ranking não aceitou esta partida: { $reason }
online-needs-name = Será enviado quando você escolher um nome (Configurações → Online)
online-title = Online
settings-open-online = Online
online-server = Servidor: { $value }
online-name = Seu nome: { $value }
online-value-none = nenhum
online-server-bad = Isso não é um endereço de servidor: escreva https://HOST ou http://HOST:PORTA (ou nada para nenhum)
online-name-unset = Escolha um nome para ranquear suas partidas: de 1 a 16 letras ou dígitos (caracteres chineses também)
online-name-length = Um nome tem de 1 a { $most } caracteres; esse tem { $chars }
online-name-character = Um nome só tem letras e dígitos (caracteres chineses também): “{ $char }” não é nenhum dos dois
online-name-restricted = Nomes não usam “{ $char }”: uma letra invisível, uma forma de largura total ou estilizada, ou uma letra que não se usa mais
online-name-mixed-scripts = Esse nome mistura letras de escritas que não se escrevem juntas
online-name-kept = Guardado: será registrado quando houver um servidor definido
online-name-binding = Registrando { $name }…
online-name-bound = { $name } é seu neste servidor
online-name-taken = { $name } já é de outro jogador: escolha outro
online-name-refused = O servidor recusou o nome: { $reason }
online-name-offline = Não foi possível acessar o servidor: o nome será registrado quando for possível
online-key-warning = Seu nome está vinculado a uma chave guardada no arquivo online/key da pasta de dados do jogo. Perder o arquivo da chave é perder o nome: guarde uma cópia.
online-sharing = Compartilhar minhas partidas do ranking: { $value }
online-sharing-about = Compartilhadas, outros jogadores podem baixar suas partidas do ranking e disputar contra elas como fantasma. Desligado até você ligar.
online-sharing-waiting = Sua escolha será enviada quando seu nome estiver registrado e o servidor responder
online-sharing-kept-on = Compartilhadas: outros podem disputar contra suas partidas como fantasma
online-sharing-kept-off = Não compartilhadas: suas partidas do ranking são só suas
online-sharing-refused = O servidor recusou sua escolha: { $reason }
online-typing-hint = Enter para digitar, Enter de novo para guardar, Esc para deixar como estava
leaderboard-title = Ranking
leaderboard-open = Ranking
leaderboard-board-daily = Ranking de hoje ({ $date })
leaderboard-board-time-attack = Contra o relógio
leaderboard-board-endless = Infinito
leaderboard-board-level = Esta fase ({ $level })
leaderboard-loading = Carregando…
leaderboard-unreachable = Não foi possível acessar o servidor: { $reason }
leaderboard-empty = Nenhum registro ainda: seja o primeiro
leaderboard-offline = Nenhum servidor de ranking definido (Configurações → Online)
leaderboard-switch = ← → outro ranking
leaderboard-you = Você: { $rank }º lugar
leaderboard-back = Voltar
leaderboard-race = Disputar
leaderboard-race-fetching = Baixando a partida de { $name }…
leaderboard-race-failed = Não dá para disputar contra a partida de { $name }: { $reason }
leaderboard-name = Você joga como { $name }. Seu nome está vinculado ao arquivo de chave online/key na pasta de dados: perder o arquivo da chave é perder o nome.

# Salas de corrida
menu-race = Corrida
hud-race = Corrida
race-title = Corrida
race-about = De 2 a 6 jogadores no mesmo tabuleiro: quem limpar primeiro vence.
race-create = Criar uma sala
race-items-on = Itens: ligados
race-items-off = Itens: desligados
race-level = Fase: { $level }
race-level-server = Fase: o servidor escolhe
race-join = Entrar na sala { $code }
race-join-empty = Entrar: digite as seis letras da sala
race-quick = Partida rápida
race-choose-name = Escolha seu nome (Configurações → Online)
race-back = Voltar
race-joining = Procurando a sala…
race-code = Código da sala
race-share = Compartilhe o código: os amigos entram com ele.
race-players = Jogadores ({ $n } de 6)
race-host = { $name } (anfitrião)
race-host-you = { $name } (anfitrião, você)
race-you = { $name } (você)
race-start = Começar a corrida
race-waiting = Esperando o anfitrião começar…
race-leave = Sair da sala
race-refused = A sala diz: { $reason }
race-offline = Conexão perdida: a corrida continua aqui, sem verificação.
race-bad-level = A fase da sala não pôde ser lida: você saiu da corrida.
race-dropped = { $name } está fora da corrida
race-connection-lost = Conexão perdida: a corrida continua aqui, sem verificação
race-item-hide = névoa
race-item-freeze = gelo
race-item-landed = { $name } jogou { $item } em você!
race-item-thrown = Você jogou { $item } em { $name }
race-opponents = Adversários
race-pairs = { $n ->
    [one] pares restantes: { $n }
    [many] pares restantes: { $n }
   *[other] pares restantes: { $n }
}
race-combo = combo ×{ $combo }
race-out = fora
race-target = na mira
race-held = Itens: { $items }
race-held-none = Itens: nenhum
race-throw = Lançar ({ $key-throw-item })
race-next-target = Próximo alvo ({ $key-next-target })
race-frozen = Congelado!
race-hidden = Peças ocultas!
race-result-title = Fim da corrida
race-you-cleared = Você limpou o tabuleiro em { $time }
race-you-not-cleared = Você não limpou o tabuleiro
race-pending = Verificando a ordem…
race-unverified = Não verificado: a conexão caiu
race-place = { $place }º { $name }   { $time }
race-place-out = { $place }º { $name }   não limpou
race-place-left = { $place }º { $name }   saiu da corrida
race-place-refused = { $place }º { $name }   resultado não comprovado
race-to-title = Voltar ao título
race-computer-open = Contra o computador
race-computer-level = Tabuleiro: { $level }
race-computer-about = Adversários do computador correm contra você no mesmo tabuleiro. Eles veem o que você vê e levam o tempo de uma pessoa. Nada é registrado.
race-computer-seats = Adversários do computador: { $n }
race-computer-tier-row = Nível: { $tier }
race-computer-beginner = iniciante
race-computer-club = jogador de clube
race-computer-expert = especialista
race-computer-name = Computador { $n } ({ $tier })
race-computer-you = Você

# Quick game
menu-quick-game = Partida rápida
quick-game = Partida rápida
quick-deal = Distribuir
quick-size = Tabuleiro  < { $value } >
quick-size-custom = { $size }, personalizado
quick-width = Largura  < { $value } >
quick-height = Altura  < { $value } >
quick-difficulty = Dificuldade  < { $value } >
quick-easy = fácil
quick-medium = média
quick-hard = difícil
quick-easy-about = Fácil: as duas peças de um par ficam perto uma da outra.
quick-medium-about = Média: as duas peças de um par ficam em qualquer lugar.
quick-hard-about = Difícil: as duas peças de um par ficam longe uma da outra.
quick-gravity = Gravidade  < { $value } >
quick-ring = Ligações por fora do tabuleiro  < { $value } >
quick-slide = Peças deslizam  < { $value } >
quick-turns = Curvas por ligação  < { $value } >
quick-kinds = Tipos de peça  < { $value } >
quick-kinds-auto = auto ({ $count })
quick-time = Tempo limite  < { $value } >
quick-time-none = nenhum
quick-minutes = { $minutes } min
quick-keys = Esquerda/Direita mudam a opção · no jogo, N distribui de novo
action-new-deal = Nova distribuição
finish-look = Ver o tabuleiro
lesson-gravity = Em alguns tabuleiros as peças caem. Ligue o par destacado e veja as de cima caírem no espaço vazio.

# Hall da fama e estatísticas
menu-hall-of-fame = Hall da fama
menu-statistics = Estatísticas
hall-of-fame = Hall da fama
hall-no-board = Nenhum tabuleiro limpo ainda
hall-unaided = Vitórias sem ajuda
hall-assisted = Vitórias com ajuda
hall-sorted = Ordem: { $order }
hall-sort-score = pontos
hall-sort-time = tempo
hall-sort-name = nome
hall-sort-date = data
hall-name = Nome
hall-score = Pontos
hall-time = Tempo
hall-date = Data
hall-empty = Ainda não há vitórias aqui.
hall-player = Jogador: { $name }
hall-keys = Esquerda/Direita: outra lista ou outro jogador · Enter no jogador: novo nome
hall-clear = Limpar esta lista
hall-clear-confirm = Limpar mesmo?
hall-placed = Hall da fama: { $place }º lugar!
hall-board-quick = Jogo rápido { $rules }
hall-board-relaxed = { $level } (tranquilo)
hall-gravity = gravidade { $way }
hall-no-ring = sem borda
hall-turns = { $count } curvas
hall-turns-any = curvas livres
hall-kinds = { $count } tipos
stats-title = Estatísticas
stats-totals = Jogos { $games } · Vitórias { $clears } · Melhor sequência { $streak } · Dias seguidos { $days } · Dicas { $hints }
stats-records = Fases vencidas { $levels } · Vitórias registradas { $clears } · Jogos com ajuda { $helped }
stats-chart-days = Jogos por dia, últimos { $days } dias
stats-chart-size = Tempo para limpar { $size }
stats-chart-levels = Fases: estimativa do autor e a sua
stats-legend-days = cinza: jogos terminados · ouro: tabuleiros limpos
stats-legend-size = pontos: cada vitória (tempo) · linha dourada: a tendência
stats-legend-levels = cinza: estimativa do autor · ouro: como foi para você (jogos sem vitória sem ajuda) · fácil à esquerda, difícil à direita
tile-set-desktop = peças da área de trabalho
tile-set-by = { $set } de { $author }
tile-set-look-alikes = { $set } ({ $pairs ->
        [one] { $pairs } par parecido
       *[other] { $pairs } pares parecidos
    })
tile-set-desktop-broken = As peças da área de trabalho “{ $set }” não podem ser usadas ({ $reason }): o jogo mostra as suas
background-plain = Liso
background-felt = Feltro verde
background-wood = Tábuas de nogueira
background-fret = Grega sobre laca
background-paper = Papel xuan
background-desktop = fundo da área de trabalho
background-broken = O fundo “{ $name }” não pode ser mostrado ({ $reason }): o liso é mostrado
ghost-title = Fantasma
ghost-name = { $name }
ghost-behind = { $seconds } s atrás
ghost-ahead = { $seconds } s à frente
ghost-faster = Pares achados mais rápido: { $pairs }
ghost-other-level = O replay do fantasma é de outro nível: ele não pode correr neste tabuleiro
ghost-other-seed = O replay do fantasma é outra distribuição deste nível (outra semente): ele não pode correr neste tabuleiro
ghost-other-mode = O replay do fantasma foi jogado em outro modo: ele não pode correr neste tabuleiro
ghost-not-proven = O replay do fantasma não se comprova: { $reason }

## O treinador (das telas de vitória e derrota)
finish-coach = Treinador
coach-title = Treinador
coach-working = Revendo a partida…
coach-failed = Esta partida não pode ser revista: { $reason }
coach-summary = { $links } ligações em { $time } · dicas { $hints } · desfazer { $undos } · reembaralhar { $redeals }
coach-page-timeline = Linha do tempo
coach-page-wait = Espera longa { $n }
coach-page-closing = Sem saída na ligação { $n }
coach-no-closing = Nenhuma ligação fechou o caminho para limpar o tabuleiro.
coach-closings = { $n ->
    [0] Nenhuma ligação fechou o caminho para limpar o tabuleiro.
    [one] Uma ligação fechou o caminho para limpar o tabuleiro: veja a página dela.
   *[other] { $n } ligações fecharam o caminho para limpar o tabuleiro: veja as páginas delas.
}
coach-legend-timeline = Barras: a espera antes de cada ligação (ouro: as mais longas). Linha azul: ligações abertas. Marcas embaixo: dicas (âmbar), desfazer (vermelho), reembaralhar (branco).
coach-wait = { $wait } s antes da ligação { $n } (em { $at }): havia { $open } ligações abertas
coach-legend-wait = Azul: as ligações abertas então. Ouro: a ligação que você fez.
coach-closing = Depois da ligação { $n } (em { $at }) o tabuleiro não podia mais ser limpo; antes, podia.
coach-legend-closing = Vermelho: a ligação que fechou o caminho. Azul: as ligações abertas então.
coach-try = Tentar daqui
hud-practice = Treino
practice-from-here = Treino a partir deste momento: nada é registrado
practice-failed = O treino não pode começar: { $problem }
practice-parted = O tabuleiro de treino se afasta da partida: você continua de onde ele se afastou
finish-race-best = Correr contra seu recorde
ghost-no-best = Ainda não há um melhor replay guardado deste nível
won-ghost = Contra { $name }: você { $you }, o fantasma { $ghost }
won-ghost-faster = Pares achados mais rápido: { $n } de { $of } (ligações { $which })
ghost-your-best = Seu recorde

# Special tiles: the first-meet cards
special-card-new = Uma peça nova
special-card-ok = Entendi
special-card-proof = Toda distribuição ainda pode ser limpa: o jogo prova isso antes de mostrar o tabuleiro.
special-ice-name = Gelo
special-ice-about = Uma peça congelada não pode ser escolhida. Ela descongela quando uma peça ao lado (acima, abaixo, à esquerda ou à direita) é removida.
special-lock-name = Cadeado
special-lock-about = Uma peça trancada só pode ser escolhida depois que a chave for removida: a peça com a chave da mesma cor.
special-hidden-name = Virada
special-hidden-about = Uma peça virada mostra a face quando uma peça ao lado é removida. Você pode escolhê-la virada, se lembrar ou adivinhar.
special-timer-name = Cronômetro
special-timer-about = Uma peça com cronômetro dá os segundos escritos embaixo dela quando você a remove.
slide-choose = Dois jeitos de deslizar: escolha uma peça sob a seta do que você quer

## What a screen reader says (spoken, never drawn): the faces of the tiles, the board's cells, what happens.
face-tile = Peça { $number }
face-mahjong = { $suit ->
    [characters] Caracteres { $number }
    [dots] Círculos { $number }
    [bamboo] Bambu { $number }
    [wind] { $number ->
        [1] Vento leste
        [2] Vento sul
        [3] Vento oeste
       *[4] Vento norte
    }
    [dragon] { $number ->
        [1] Dragão vermelho
        [2] Dragão verde
       *[3] Dragão branco
    }
    [flower] Flor { $number }
   *[season] Estação { $number }
}
face-shape = { $shape ->
     [0] círculo
     [1] quadrado
     [2] triângulo
     [3] losango
     [4] estrela
     [5] hexágono
     [6] mais
     [7] anel
     [8] triângulo para baixo
     [9] lua crescente
     [10] brilho
    *[11] xis
}, { $colour ->
     [0] laranja
     [1] azul-celeste
     [2] verde-azulado
     [3] vermelhão
     [4] azul
     [5] púrpura
     [6] grená
    *[7] ardósia
}{ $mark ->
    [1] , um ponto
    [2] , dois pontos
   *[0] {""}
}
face-critter = { $head ->
     [0] urso
     [1] gato
     [2] coelho
     [3] rato
     [4] sapo
    *[5] pintinho
}, { $fur ->
     [0] laranja
     [1] azul-celeste
     [2] verde-azulado
     [3] vermelhão
     [4] azul
     [5] púrpura
    *[6] grená
}
reader-board = Tabuleiro, { $columns } colunas por { $rows } linhas
reader-cell = { $face }, linha { $row }, coluna { $column }
reader-empty = vazia
reader-face-down = virada para baixo
reader-held = ainda não pode ser escolhida
reader-selected = escolhida
reader-block = obstáculo
reader-picked = { $face } escolhida
reader-linked = { $face } ligadas. Pares restantes: { $left }
reader-announcements = Avisos
reader-hint = Dica: { $face }, linha { $row }, coluna { $column }, e linha { $other_row }, coluna { $other_column }
reader-moved = Peças caíram: { $n }
reader-shuffled = As peças foram embaralhadas
reader-place = linha { $row }, coluna { $column }
reader-empties = { $n } vazias
reader-separator = {"; "}
reader-row = Linha { $row }: { $cells }
reader-matches = { $face }: { $count ->
    [0] nenhuma outra no tabuleiro
    [one] mais uma, em { $places }
   *[other] mais { $count }, em { $places }
}. Pares abertos: { $open }
reader-open-pairs = Pares abertos: { $open }
reader-opened = { $words }
reader-seconds-left = { $n ->
    [0] Não falta nenhum segundo
    [one] Falta um segundo
   *[other] Faltam { $n } segundos
}

card-title = 连连看 Lianliankan · { $level }
card-daily = 连连看 Lianliankan · Desafio diário { $day } · sequência: { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}
card-links = { $n ->
    [one] { $n } par
   *[other] { $n } pares
}
card-hints = { $n ->
    [0] sem dicas
    [one] { $n } dica
   *[other] { $n } dicas
}
card-cleared = { $time } · { $links } · { $hints }
card-not-cleared = Não concluído · { $time } · { $links }
finish-copy = Copiar resultado
card-race = Desafie minha melhor partida neste tabuleiro: { $link }
race-link-no-server = Não é possível buscar a partida de { $name }: nenhum servidor de ranking definido (Configurações → Online). O tabuleiro é seu
card-copied = Resultado copiado: cole para um amigo
finish-animation = Salvar como animação
coach-save-moment = Salvar este momento
animation-saving = Salvando a animação…
animation-busy = Já há uma animação sendo salva: uma de cada vez
animation-saved = Animação salva: { $file }
animation-failed = Não foi possível salvar a animação (veja o registro)
card-copy-failed = Não foi possível usar a área de transferência
