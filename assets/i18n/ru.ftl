# Тексты игры на русском языке. Каждое сообщение должно один к одному соответствовать en.ftl (это проверяет тест).
# Подстановки вроде { $n } заполняет игра; имена переменных не переводите.
#
# Примечание переводчика
# Язык: русский (ru), обращение к игроку на «вы».
# Переведено с en.ftl (английский оригинал), смысл сверялся с zh.ftl (упрощённый китайский).
# Термины: игра по-прежнему называется 连连看 (Ляньлянькань); жанр — Сисен-сё (он же «Маджонг Коннект»).
#   tile = фишка, pair = пара, link = соединить / соединение, turn = поворот (не больше двух),
#   board = поле, layout = раскладка, cell = клетка, ring = обход (путь вокруг поля), stone = камень,
#   obstacle = препятствие, level = уровень, pack = набор, clear = пройти (уровень) / очистить (поле),
#   deal = раздача / раздать, shuffle = перетасовка, power-up = бонус, reveal = подсветка,
#   item (гонка) = предмет, race items hide/freeze = туман/лёд, undo/redo = отменить/вернуть (ход),
#   retry = заново, replay = повтор, leaderboard = таблица рекордов, rank = место, race = гонка,
#   room = комната, host = хост, opponent = соперник, seed = сид, streak = серия, run = забег,
#   time attack = «На время», endless = «Бесконечный», relaxed = «Спокойный», lesson = обучение,
#   controller = геймпад, mouse = мышь, on/off = вкл/выкл.
#   Числа: где en.ftl различает единственное и множественное число, стоят формы one/few/many/other;
#   в остальных местах — «подпись: число» или сокращения (с, мс, Б, пикс., симв.), чтобы не зависеть
#   от падежа. Имена игроков не склоняются, а фразы с ними построены так, чтобы не указывать род.
#   Кнопки и подписи короткие, чтобы всё помещалось в окне 800×600.
#   Названия полей в файлах уровней (layout, fixed, kinds, stars…) не переводятся.
# Будем рады проверке носителями языка, которые играют в Сисен-сё; присылайте исправления через issue.

## Титульный экран
title-name = 连连看
title-subtitle = Ляньлянькань · Сисен-сё
title-tagline = соединяйте пары фишек: не больше двух поворотов
title-controls = стрелки + Enter или мышь
menu-play = Играть
menu-levels = Уровни
menu-settings = Настройки
menu-quit = Выход
menu-back = Назад
menu-main = Главное меню

## Пауза
pause-title = Пауза
pause-title-race = Меню гонки
pause-why = время остановлено
pause-why-race = гонка продолжается: ваше время идёт
pause-why-reason = пауза: { $reason }; время остановлено
pause-reason-focus = окно потеряло фокус
pause-reason-pad = геймпад отключён
pad-connected = Геймпад подключён: { $name }
pad-disconnected = Геймпад отключён
pause-resume = Продолжить
pause-retry = Переиграть поле

## Настройки
settings-title = Настройки
settings-controls = Влево/вправо — изменить выбранную настройку
setting-volume = Громкость эффектов  < { $value }% >
setting-music = Музыка  < { $value }% >
setting-sound = Звук  < { $value } >
setting-speed = Скорость удаления  < { $value } >
setting-cursor = Всегда показывать курсор  < { $value } >
setting-theme = Тема  < { $value } >
setting-fullscreen = Весь экран  < { $value } >
setting-contrast = Контрастные фишки  < { $value } >
setting-motion = Анимация  < { $value } >
setting-size = Размер текста  < { $value }% >
setting-zoom = Масштаб поля  < { $value }% >
zoom-now = Масштаб поля { $percent }%
setting-language = Язык  < { $value } >
setting-tile-set = Фишки  < { $value } >
setting-colour-vision = Цветовое зрение  < { $value } >
setting-background = Фон  < { $value } >
setting-chinese-style = Любой цветок, любой сезон (маджонг)  < { $value } >
tile-set-shapes = фигуры
tile-set-mahjong = маджонг

## Управление
settings-open-controls = Управление
controls-title = Управление
controls-row = { $action }:  { $keys }
controls-hint = Выберите действие и нажмите новую клавишу (можно вместе с Shift или Ctrl). Esc — отмена.
controls-waiting = Нажмите новую клавишу для «{ $action }» (Esc — отмена)
controls-clash = Клавиша { $key } уже занята: «{ $other }»; у «{ $action }» остаются прежние клавиши
controls-reset = Сбросить к стандартным
controls-reset-done = Все клавиши возвращены к стандартным
action-cursor-up = Курсор вверх
action-cursor-down = Курсор вниз
action-cursor-left = Курсор влево
action-cursor-right = Курсор вправо
action-pick = Выбрать фишку
action-let-go = Снять выбор (или пауза)
action-undo = Отменить ход
action-redo = Вернуть ход
action-pause = Пауза
action-restart = Начать раздачу заново
action-previous-level = Предыдущий уровень
action-next-level = Следующий уровень
action-open-editor = Редактор уровней
action-screenshot = Снимок экрана
action-replay-speed = Скорость повтора
action-throw-item = Бросить предмет в гонке
action-next-target = Сменить цель
action-read-row = Прочитать строку вслух
action-read-matches = Прочитать такие же фишки
action-zoom-in = Увеличить поле
action-zoom-out = Уменьшить поле
tile-set-critters = зверята
tile-set-too-few-kinds = Видов фишек в уровне: { $needs }, а в наборе «{ $set }» только { $has }: показан набор «{ $shown }»
tile-sheet-size = { $path }: изображение { $width }×{ $height } пикс., а должна быть сетка { $columns }×{ $rows } (столбцы × строки) из квадратных картинок по { $min }–{ $max } пикс.: фишки показаны другим набором
tile-sheet-too-few = { $path }: картинок на листе: { $faces }, а видов в наборе: { $kinds }
tile-sheet-unreadable = { $path }: лист не читается как изображение: фишки показаны другим набором
value-on = вкл
value-off = выкл
speed-slow = медленно
speed-normal = обычно
speed-fast = быстро
theme-system = системная
theme-dark = тёмная
theme-light = светлая
motion-system = системная
motion-full = полная
motion-reduced = меньше
vision-typical = обычное
vision-protan = протанопия
vision-deutan = дейтеранопия
vision-tritan = тританопия

## Выбор уровня
levels-title = Уровни
levels-locked = закрыт
levels-not-cleared = не пройден
levels-locked-notice = Пройдите уровень { $n }, чтобы открыть этот
levels-broken = нельзя сыграть
levels-broken-notice = Уровень { $n } нельзя сыграть: в его файле ошибка (она показана на уровне)
levels-page = Страница { $page } из { $pages }
levels-page-previous = Назад
levels-page-next = Далее
packs-title = Наборы
packs-progress = Уровней: { $levels } · пройдено: { $cleared } · { $stars } ★
packs-by = автор: { $author }
packs-problems = { $count ->
    [one] { $count } ошибка
    [few] { $count } ошибки
    [many] { $count } ошибок
   *[other] { $count } ошибки
}
editor-new-pack-name = Мои уровни
editor-pack-made = Создан новый набор: { $folder }
levels-next-locked = Пройдите этот уровень, чтобы открыть следующий

## Победа, поражение, тупик
won-title = Пройдено!
won-points = Очки: { $points }   (бонус за время: { $bonus })
won-time = время { $time }
won-best = рекорд: { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}, { $time }
won-helped = с помощью: { $help }
won-unaided = рекорд без помощи: { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}, { $time }
won-unaided-none = прохождений без помощи пока нет
help-power-up = { $title } ×{ $n }
help-undos = { $n ->
    [one] { $n } отмена хода
    [few] { $n } отмены хода
    [many] { $n } отмен хода
   *[other] { $n } отмены хода
}
levels-unaided = без помощи { $points }  { $time }
news-best-both = Новый рекорд очков и времени!
news-best-score = Новый рекорд очков!
news-best-time = Новый рекорд времени!
finish-next = Дальше
finish-retry = Заново
finish-menu = Меню
lost-title = Время вышло
lost-goal-title = Цель не достигнута
lost-goal = связи кончились на { $done } из { $needed }
lost-pairs-left = { $n ->
    [one] оставалась { $n } пара
    [few] оставалось { $n } пары
    [many] оставалось { $n } пар
   *[other] оставалось { $n } пары
}
stuck-title = Ходов нет
stuck-why = Ни одной пары соединить нельзя, а оставшиеся фишки нельзя раздать заново
stuck-power-ups = Бонусы на панели ещё работают
stuck-undo = Отменить
stuck-back = К полю
stuck-new-deal = Новая раздача

## Игра
hud-pause = Пауза ({ $key-pause })
hud-points = Очки: { $total }
hud-combo = комбо x{ $combo }   очки: { $total }
hud-test-play = Пробная игра (E: в редактор)
hud-replay = Повтор ({ $key-replay-speed }: быстро или обычно)
hud-time-left = осталось { $clock }
hud-frozen = (заморозка: { $seconds } с)
hud-pairs-left = { $n ->
    [one] осталась { $n } пара
    [few] осталось { $n } пары
    [many] осталось { $n } пар
   *[other] осталось { $n } пары
}
hud-seed = сид { $seed }
board-code = Код поля: { $code }
menu-enter-code = Ввести код
code-title = Сыграть поле друга
code-about = Введите код поля (например, LLK-40G9-38MH-Y4G0-5P) и нажмите Enter: тот же уровень или быстрая игра, тот же режим и та же раздача.
code-not-a-code = Это не код поля: в коде буквы и цифры после LLK.
code-typo = Символ набран с ошибкой или пропущен: проверьте код.
code-newer = Этот код сделан более новой версией игры.
code-unknown = В этой игре нет такого поля: уровень изменился с тех пор, как сделан код, или это не уровень этой игры.
hud-rule-gravity = фишки падают: { $way }
hud-rule-turns = { $n ->
    [0] только прямые связи
    [one] связи с { $n } поворотом
    [few] связи с { $n } поворотами
   *[other] связи с { $n } поворотами
}
hud-rule-any-turns = повороты без ограничений
hud-rule-slides = фишки сдвигаются
goal-board = Цель: очистить поле { $done }/{ $needed }
goal-ice = Цель: убрать весь лёд { $done }/{ $needed }
goal-pairs = Цель: пары { $done }/{ $needed } из
goal-links = ·  связи { $links }/{ $most }
goal-aim-board = Очистить поле
goal-aim-ice = Убрать лёд
goal-aim-pairs = Пары одного вида
goal-links-any = без предела
hud-moves-left = ходов: { $n }
notice-speed-not-recorded = На нестандартной скорости игра не сохраняется и не отправляется
notice-redealt = Ходов нет: фишки розданы заново
refused-same-tile = Это та же фишка: выберите ей пару
refused-not-a-tile = Здесь нет фишки
refused-different-kinds = Фишки разные: соединяются только одинаковые
refused-other-group = Цветы — с цветами, сезоны — с сезонами
refused-too-many-turns = { $limit ->
    [0] Нельзя соединить: нужен поворот, а на этом уровне — только прямые
    [one] Нельзя соединить: нужно больше { $limit } поворота
    [few] Нельзя соединить: нужно больше { $limit } поворотов
    [many] Нельзя соединить: нужно больше { $limit } поворотов
   *[other] Нельзя соединить: нужно больше { $limit } поворота
}
refused-only-through-ring = Нельзя соединить: только в обход вокруг поля, а на этом уровне так нельзя
refused-walled-off = Нельзя соединить: между этими фишками нет прохода
refused-frozen = Заморожена: сначала уберите соседнюю фишку
refused-locked = Заперта: сначала уберите фишку с ключом того же цвета
refused-not-yet = { $special }: пока нельзя выбрать
banner-unplayable = Этот уровень нельзя сыграть:
banner-fix = Исправьте файл и сохраните его, чтобы сыграть, или нажмите { $key-next-level } для следующего уровня.
deal-failed = не удаётся раздать уровень «{ $name }»: { $error }
deal-error-no-tiles = в раскладке нет клеток для фишек
deal-error-odd-tiles = клеток для фишек в раскладке: { $n }; фишки идут парами, поэтому число должно быть чётным
deal-error-kinds = видов: { $kinds }, пар: { $pairs }; нужен хотя бы один вид и не больше одного вида на пару
deal-error-no-deal = проходимая раздача не найдена (попыток: { $attempts }): некоторые клетки не соединяются ни с одной другой (замурованы камнями?)
deal-error-not-settled = фишка в столбце { $column }, строке { $row } сдвинется до первого хода; при гравитации все фишки должны начинать в покое
deal-error-special-no-tile = особая плитка в столбце { $column }, строке { $row } не лежит на плитке
deal-error-goal = ни одна из { $attempts } раздач не даёт цели за { $links } связей
deal-error-stopped = работа заняла слишком много времени и остановлена
deal-error-special-key = замок в столбце { $column }, строке { $row } указывает ключ в столбце { $key_column }, строке { $key_row }, который не другая плитка
deal-error-special-lock-circle = замок в столбце { $column }, строке { $row } входит в круг замков, ждущих друг друга: ни один не откроется
deal-error-special-gravity = особым плиткам нужны плитки, которые не двигаются: гравитация и сдвиг их перемещают
progress-not-saved = Не удаётся сохранить прогресс ({ $error }); игра продолжится без сохранения
settings-not-saved = Не удаётся сохранить настройки ({ $error }); они действуют до выхода из игры
notice-no-audio = Звуковое устройство не отвечает: игра идёт без звука
failure-title = Ляньлянькань не может продолжить работу
failure-no-gpu = Не найден графический драйвер с поддержкой Vulkan. Установите драйвер Vulkan для вашей системы (в Debian и Ubuntu: mesa-vulkan-drivers) и запустите игру снова.
failure-crash = В игре произошла неустранимая ошибка: { $details }

## Бонусы
power-up-hint = Подсказка
power-up-bomb = Бомба
power-up-shuffle = Перетасовка
power-up-freeze = Заморозка
power-up-reveal = Подсветка
power-up-lightning = Молния
power-up-unknown = Нет бонуса «{ $name }»
power-up-none-left = Бонус «{ $title }» закончился
power-up-aim-tile = { $title }: выберите фишку ({ $key-let-go } — отмена)
power-up-aim-kind = { $title }: выберите фишку нужного вида ({ $key-let-go } — отмена)
power-up-level-unknown = Уровень даёт бонусы, которых нет в игре: { $names }
hint-busy = Пара ещё ищется
hint-none = Нет безопасной пары для подсказки: сейчас фишки будут розданы заново
bomb-busy = Предыдущая бомба ещё не взорвалась
bomb-no-partner = Для этой фишки нет пары, при которой поле останется проходимым
bomb-stale = Поле изменилось до взрыва: попробуйте ещё раз
shuffle-busy = Предыдущая перетасовка ещё идёт
shuffle-no-board = Нет поля для перетасовки
shuffle-cannot = Оставшиеся фишки нельзя перетасовать в проходимое поле
shuffle-stale = Поле изменилось до перетасовки: попробуйте ещё раз
reveal-needs-tile = Для подсветки нужно выбрать фишку
lightning-needs-tile = Для молнии нужно выбрать фишку

## Редактор
editor-title = Редактор уровней
editor-new-level = Новый уровень
editor-editing-file = Правка: { $file }
editor-editing-copy = Правка копии текущего уровня
editor-cannot-play = Нельзя сыграть: { $error }
editor-saved = Сохранено: { $file }
editor-not-saved = Не сохранено: { $error }
editor-brush-tile = Фишка 1
editor-brush-empty = Пусто 2
editor-brush-stone = Камень 3
editor-width-less = Ш- [
editor-width-more = Ш+ ]
editor-height-less = В- ;
editor-height-more = В+ '
editor-kinds-less = Виды- -
editor-kinds-more = Виды+ =
editor-turns = Повороты T
editor-ring = Обход R
editor-mirror = Зеркало M
editor-undo = Отмена Ctrl+Z
editor-redo = Вернуть Ctrl+Y
editor-symmetry-none = выкл
editor-symmetry-left-right = лево–право
editor-symmetry-top-bottom = верх–низ
editor-symmetry-both = по обеим осям
editor-fill = Заполнить F
editor-clear = Очистить C
editor-test-play = Проба P
editor-save = Сохранить Ctrl+S
editor-leave = В игру Esc
editor-size = размер { $width } x { $height }
editor-tiles = фишек: { $tiles }
editor-odd = (нечётно: +1 или −1)
editor-kinds = видов: { $kinds }
editor-rules = повороты: { $turns }   обход: { $ring }
editor-brush = кисть: { $brush }   зеркало: { $mirror }
editor-turns-any = любые
editor-brush-name-tile = фишка
editor-brush-name-empty = пусто
editor-brush-name-stone = камень
editor-mouse = мышь: левая кнопка рисует, правая стирает
editor-brush-plain = Без особых
editor-special-needs-tile = Особая плитка ставится на плитку: сначала нарисуйте здесь плитку.
editor-lock-choose-key = Теперь щёлкните плитку-ключ от этого замка (та же плитка ещё раз — отмена).
editor-lock-too-many-keys = В уровне не больше { $most } ключей (от A до Z): используйте уже поставленный.
editor-page-board = Поле F2
editor-page-level = Уровень F2
field-name = Название
field-name-zh = По-китайски
field-id = Id
field-time-limit = Лимит (с)
field-stars = Звёзды
field-seed = Сид
field-difficulty = Сложность
field-gravity = Гравитация
field-chinese-style = Любые цветы
field-chinese-choice = на выбор игрока
field-tiles-slide = Сдвиг плиток
field-goal = Цель
field-goal-pairs = Пары, вид
field-goal-links = Связей не более
field-board = Поле
field-board-dealt = раздаётся
field-board-painted = расставлено вручную
field-kind-brush = Вид кисти
field-power-ups = Бонусы уровня
field-pack = Сохранить в
field-pack-new = новый набор
field-new-pack = Новый набор
field-empty-name-zh = (как название)
field-empty-id = (имя файла)
field-empty-time = (без лимита)
field-empty-seed = (каждый раз новая раздача)
field-expected-whole = нужно целое число, например 120
field-expected-fraction = нужно число от 0 до 1, например 0.6
field-checking = Проверка…
field-check-good = ✓ Уровень в порядке: проходимая раздача за { $ms } мс
field-check-no-deal = Нет проходимой раздачи: { $error }
field-check-problems = { $count ->
    [one] { $count } ошибка
    [few] { $count } ошибки
    [many] { $count } ошибок
   *[other] { $count } ошибки
}
gravity-none = нет
gravity-down = вниз
gravity-up = вверх
gravity-left = влево
gravity-right = вправо
gravity-split_vertical = вверх и вниз от середины
gravity-split_horizontal = влево и вправо от середины
gravity-towards_centre = к центру

## Ошибки в файле уровня (перед каждой стоит файл:строка:столбец).
# Ошибки по одной в строке; каждая — после своего места.
problem-list = { $problems }
problem-at = { $place }: { $problem }
problem-too-big = размер файла { $bytes } Б; файл уровня — не больше { $most } Б
problem-syntax = { $detail }
problem-not-utf8 = не текст UTF-8 (неверный байт по смещению { $offset })
problem-cannot-read = не удаётся прочитать: { $error }
problem-name-empty = название (name) пустое
problem-name-long = название (name) длиннее { $most } симв.
problem-names-code = names: { $code } — не код языка; нужен код вроде "zh"
problem-names-length = names: название для { $code } должно быть от 1 до { $most } симв.
problem-id = id { $id }: нужно от 1 до { $most } строчных латинских букв, цифр, '-' или '_'
problem-background = background { $id }: ожидается от 1 до { $most } латинских букв, цифр, '.', '-' или '_' (имя фона, например "fret" или "desktop.egyptian")
problem-time-limit = time_limit = { $seconds } с; нужно от 1 до { $most } с
problem-power-up-name = имя бонуса { $name }: допустимы строчные латинские буквы, цифры и '_'
problem-power-up-count = бонус { $name }: использований { $count }; максимум { $most }
problem-difficulty = difficulty = { $value }; нужно от 0.0 (пары рядом) до 1.0 (далеко)
problem-stars = stars { $stars }: нужны три возрастающих счёта для одной, двух и трёх звёзд
problem-no-tiles = в раскладке нет клеток для фишек ('x')
problem-odd-tiles = клеток для фишек в раскладке: { $tiles }; фишки идут парами, поэтому число должно быть чётным
problem-kinds = kinds = { $kinds }; нужно от 1 до { $most } (пар в раскладке: { $pairs }, картинок в игре: { $faces })
problem-kinds-with-fixed = kinds нельзя задавать вместе с fixed: виды задают сами фишки в fixed
problem-rows-empty = { $field } пусто; нужны строки клеток
problem-rows-too-big = { $field }: размер { $size }; максимум { $most }
problem-row-length = { $field }, строка { $row }: клеток { $cells }, а в первой строке { $width }; все строки должны быть одной длины
problem-cell = { $field }, строка { $row }, столбец { $column }: найдено { $found }, ожидалось { $expected }
problem-expected-layout = 'x' (клетка для фишки), '.' (пусто) или '#' (препятствие)
problem-expected-fixed = буква или цифра (вид фишки), '.' (пусто) или '#' (препятствие)
problem-expected-specials = '.' (ничего), 'I' (лёд), 'H' (скрытая), 'T' (таймер), строчная буква (замок) или прописная буква замка (его ключ); особые фишки мода приносят свои знаки
problem-specials-size = в specials { $size } клеток, а в layout { $layout }: размеры должны совпадать
problem-specials-no-tile = specials строка { $row } столбец { $column }: { $found } не лежит на плитке layout
problem-goal-no-ice = цель — убрать лёд, а в уровне нет ледяных плиток (specials: I)
problem-goal-kind = goal kind { $kind } — не вид этого уровня; ожидалась буква, a — первый вид
problem-goal-pairs = goal требует { $pairs } пар { $kind }; ожидалось от 1 до { $most } (столько их в каждой раздаче)
problem-goal-pairs-needs = goal clear: pairs требует kind (букву) и pairs (сколько)
problem-goal-kind-without-pairs = goal kind и pairs — только вместе с clear: pairs
problem-goal-board-links = очистка поля требует связи на каждую пару: within_links — только с clear: ice или clear: pairs
problem-goal-links = goal within_links равно { $links }; ожидалось от 1 до { $most } (пары на поле)
problem-specials-no-key = specials строка { $row } столбец { $column }: у замка { $found } нет ключа; отметьте { $key } плитку, которая его открывает
problem-specials-key-twice = specials строка { $row } столбец { $column }: ключ { $found } отмечен дважды; у замка один ключ
problem-specials-gravity = особые плитки и гравитация несовместимы: плитки покидали бы свои клетки
problem-specials-sliding = особые плитки и сдвиг несовместимы: плитки покидали бы свои клетки
problem-specials-with-fixed = особые плитки только для раздаваемых досок: на доске fixed их быть не может
problem-slides = layout, строка { $row }, столбец { $column }: при гравитации { $gravity } эта фишка сдвинется в начале игры; { $side } должна быть фишка, препятствие или край поля
problem-slides-centre = layout, строка { $row }, столбец { $column }: при гравитации { $gravity } эта фишка сдвинется в начале игры; поставьте { $side } фишку или препятствие либо придвиньте её к центральной линии
problem-side-below = под ней
problem-side-above = над ней
problem-side-left = слева от неё
problem-side-right = справа от неё
problem-fixed-size = fixed размером { $size }, а раскладка — { $layout }; они должны совпадать
problem-fixed-cell = fixed, строка { $row }, столбец { $column }: не совпадает с раскладкой (вид фишки пишется ровно там, где в раскладке 'x')
problem-fixed-unpaired = в fixed нечётное число фишек этих видов, их нельзя разбить на пары: { $kinds }
problem-fixed-stuck = поле из fixed нельзя очистить: при любом порядке ходов игра заходит в тупик
problem-fixed-gave-up = не удалось доказать, что поле из fixed проходимо: поиск остановлен через { $seconds } с, проверено позиций: { $positions }; { $limit }. Поле из fixed раздаётся ровно как записано, поэтому его проходимость нужно доказать: сделайте его меньше или проще
problem-budget-time = время вышло
problem-budget-positions = предел позиций: { $most }
problem-budget-memory = поиску доступно не больше { $most } МиБ (запомненные позиции, а также проверяемые поля и ходы)

## Файл сохранения (прогресс, настройки), который не удалось прочитать при запуске.
save-unreadable-kept = { $file }: не удаётся прочитать ({ $error }); файл оставлен как есть и в этот раз не будет перезаписан
save-unreadable = { $file }: не удаётся прочитать ({ $error }); начинаем заново
save-damaged-moved = { $file } повреждён ({ $problem }); начинаем заново, повреждённый файл сохранён как { $backup }
save-damaged-stays = { $file } повреждён ({ $problem }); начинаем заново; файл не удалось переместить ({ $error }), поэтому он оставлен как есть и в этот раз не будет перезаписан
save-problem-syntax = строка { $line }, столбец { $column }: { $detail }
save-problem-utf8 = не текст UTF-8: { $detail }
save-problem-too-large = размер файла { $bytes } Б; файл сохранения — не больше { $most } Б

## Показ повтора
replay-showing = Повтор: { $key-replay-speed } — быстро или обычно, { $key-pause } — пауза
replay-speed = Скорость повтора ×{ $speed }
replay-parted = На { $time } с игра разошлась с записью: повтор останавливается здесь

## Режимы игры
menu-modes = Режимы
modes-title = Режимы
mode-classic = Классика
mode-classic-about = Набор уровней как есть: время, звёзды, рекорды.
mode-relaxed = Спокойный
mode-relaxed-about = Те же уровни без таймера, с бесплатными подсказками и без очков за время.
mode-daily = Задание дня
mode-daily-about = Одно поле в день, одинаковое для всех. Засчитывается первая игра.
daily-today-open = Сегодня ({ $date }): ещё не сыграно
daily-today-begun = Сегодня: начато (считается сыгранным)
daily-today-cleared = Сегодня: пройдено за { $time }, очки: { $points }
daily-today-lost = Сегодня: не пройдено (очки: { $points }); можно сыграть ещё для тренировки
daily-streak = Серия: { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
}
daily-cleared = Задание дня пройдено! Серия: { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
}
daily-over = Сегодняшняя попытка окончена; поле остаётся для тренировки
hud-relaxed = Спокойный
hud-daily-practice = Тренировка
mode-time-attack = На время
mode-time-attack-about = Одна минута; каждое соединение возвращает две секунды; за очищенным полем — следующее.
mode-endless = Бесконечный
mode-endless-about = Поле за полем, всё сложнее, пока время не победит.
hud-time-attack = На время
hud-endless = Бесконечный
hud-run = поле { $stage } · очки: { $points }
run-next-board = Поле { $stage }! Очков пока: { $points }
run-over-title = Забег окончен
run-result = Очки: { $points }, { $boards ->
    [one] очищено { $boards } поле
    [few] очищено { $boards } поля
    [many] очищено { $boards } полей
   *[other] очищено { $boards } поля
}
run-new-best = Новый рекорд забега!
run-best = Лучший забег: { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}
run-first = Ваш первый забег
run-again = Ещё раз

## Первое обучение
menu-lesson = Обучение
lesson-progress = Обучение · шаг { $step } из { $steps }
lesson-straight = Щёлкните две фишки в рамках: одинаковые фишки соединяются прямой линией.
lesson-one-turn = Линия может свернуть за угол. Соедините пару в рамках: один поворот.
lesson-two-turns = Мешают камни: линия обходит их с двумя поворотами.
lesson-ring = Линия может пройти и снаружи, вокруг поля. Соедините так пару в рамках.
lesson-three-turns = Не больше двух поворотов! Попробуйте пару в рамках: нужно три, поэтому соединить нельзя.
lesson-hint = Застряли? Нажмите кнопку «Подсказка» (H), чтобы увидеть пару, которую можно соединить.
lesson-hint-shown = Подсказка показывает пару: соедините её.
lesson-well-done = Отлично!
lesson-refused-seen = Верно: три поворота — на один больше, чем можно.
lesson-skip = Пропустить обучение ({ $key-let-go })
lesson-done = Обучение пройдено: приятной игры!
## Продолжение игры, сохранённой в прошлый раз
menu-continue = Продолжить
continue-resumed = Игра продолжена с того же места
continue-catching-up = Восстанавливаем игру с того же места…
continue-set-aside = Сохранённую игру нельзя продолжить ({ $problem }); она сохранена как { $backup }
continue-set-aside-failed = Сохранённую игру нельзя продолжить ({ $problem }); её не удалось переместить ({ $error })
continue-failed = Сохранённую игру нельзя продолжить: { $problem }
continue-parted = Сохранённая игра идёт не так, как записано: она отложена, а вы продолжаете с места расхождения

## Онлайн-таблицы рекордов
online-sending = Отправка в таблицу рекордов…
online-waiting = Будет отправлено в таблицу рекордов при подключении
online-rank-daily = Место { $rank } в задании дня
online-rank-time-attack = Место { $rank } в режиме «На время»
online-rank-endless = Место { $rank } в режиме «Бесконечный»
online-rank-level = Место { $rank } на этом уровне
online-refused = Таблица рекордов не приняла игру: { $reason }
online-needs-name = Будет отправлено, когда вы выберете имя (Настройки → Онлайн)
online-title = Онлайн
settings-open-online = Онлайн
online-server = Сервер: { $value }
online-name = Ваше имя: { $value }
online-value-none = нет
online-server-bad = Это не адрес сервера: введите https://ХОСТ или http://ХОСТ:ПОРТ (или ничего, если сервер не нужен)
online-name-unset = Выберите имя для рейтинга: от 1 до 16 букв или цифр (кириллица и иероглифы тоже подходят)
online-name-length = В имени от 1 до { $most } символов, а в этом — { $chars }
online-name-character = В имени допустимы только буквы и цифры (кириллица и иероглифы тоже): «{ $char }» не подходит
online-name-restricted = В именах нельзя использовать «{ $char }»: невидимая буква, полноширинная или декоративная форма либо вышедшая из употребления буква
online-name-mixed-scripts = В этом имени смешаны буквы письменностей, которые вместе не пишут
online-name-kept = Сохранено: имя зарегистрируется, когда будет указан сервер
online-name-binding = Регистрация имени { $name }…
online-name-bound = { $name } — ваше имя на этом сервере
online-name-taken = Имя { $name } занято другим игроком: выберите другое
online-name-refused = Сервер отклонил имя: { $reason }
online-name-offline = Сервер недоступен: имя зарегистрируется, когда связь появится
online-key-warning = Ваше имя привязано к ключу в файле online/key в папке данных игры. Потеряете файл ключа — потеряете имя: сохраните копию.
online-sharing = Делиться партиями из таблицы: { $value }
online-sharing-about = Если делиться, другие игроки смогут загрузить ваши партии из таблицы рекордов и соревноваться с ними как с призраком. Выключено, пока вы не включите.
online-sharing-waiting = Выбор будет отправлен, когда имя будет зарегистрировано и сервер станет доступен
online-sharing-kept-on = Открыто: другие могут соревноваться с вашими партиями как с призраком
online-sharing-kept-off = Закрыто: ваши партии из таблицы только ваши
online-sharing-refused = Сервер отклонил ваш выбор: { $reason }
online-typing-hint = Enter — ввод, ещё раз Enter — сохранить, Esc — оставить как было
leaderboard-title = Рекорды
leaderboard-open = Рекорды
leaderboard-board-daily = Задание дня ({ $date })
leaderboard-board-time-attack = На время
leaderboard-board-endless = Бесконечный
leaderboard-board-level = Этот уровень ({ $level })
leaderboard-loading = Загрузка…
leaderboard-unreachable = Сервер недоступен: { $reason }
leaderboard-empty = Записей пока нет: станьте первым
leaderboard-offline = Сервер рекордов не задан (Настройки → Онлайн)
leaderboard-switch = ← → другая таблица
leaderboard-you = Вы: место { $rank }
leaderboard-back = Назад
leaderboard-race = Гонка
leaderboard-race-fetching = Загрузка партии игрока { $name }…
leaderboard-race-failed = С партией игрока { $name } соревноваться нельзя: { $reason }
leaderboard-name = Вы играете как { $name }. Имя привязано к файлу ключа online/key в папке данных: потеряете файл ключа — потеряете имя.

# Комнаты для гонок
menu-race = Гонка
hud-race = Гонка
race-title = Гонка
race-about = Гонка для 2–6 игроков на одном поле: побеждает тот, кто первым его очистит.
race-create = Создать комнату
race-items-on = Предметы: вкл
race-items-off = Предметы: выкл
race-level = Уровень: { $level }
race-level-server = Уровень: выбирает сервер
race-join = Войти в комнату { $code }
race-join-empty = Вход: введите шесть букв кода комнаты
race-quick = Быстрая игра
race-choose-name = Выберите имя (Настройки → Онлайн)
race-back = Назад
race-joining = Поиск комнаты…
race-code = Код комнаты
race-share = Поделитесь кодом: по нему входят друзья.
race-players = Игроки ({ $n } из 6)
race-host = { $name } (хост)
race-host-you = { $name } (хост, вы)
race-you = { $name } (вы)
race-start = Начать гонку
race-waiting = Ждём, когда хост начнёт…
race-leave = Выйти из комнаты
race-refused = Ответ комнаты: { $reason }
race-offline = Связь потеряна: гонка продолжается здесь, без проверки.
race-bad-level = Уровень комнаты не читается: вы вышли из гонки.
race-dropped = { $name } выбывает из гонки
race-connection-lost = Связь потеряна: гонка продолжается здесь, без проверки
race-item-hide = туман
race-item-freeze = лёд
race-item-landed = { $name } бросает в вас: { $item }!
race-item-thrown = Вы бросили в { $name }: { $item }
race-opponents = Соперники
race-pairs = { $n ->
    [one] осталась { $n } пара
    [few] осталось { $n } пары
    [many] осталось { $n } пар
   *[other] осталось { $n } пары
}
race-combo = комбо ×{ $combo }
race-out = вне игры
race-target = цель
race-held = Предметы: { $items }
race-held-none = Предметы: нет
race-throw = Бросить ({ $key-throw-item })
race-next-target = Другая цель ({ $key-next-target })
race-frozen = Вас заморозили!
race-hidden = Фишки скрыты!
race-result-title = Гонка окончена
race-you-cleared = Вы прошли за { $time }
race-you-not-cleared = Вы не очистили поле
race-pending = Проверка мест…
race-unverified = Не проверено: связь потеряна
race-place = { $place }. { $name }   { $time }
race-place-out = { $place }. { $name }   без финиша
race-place-left = { $place }. { $name }   вне гонки
race-place-refused = { $place }. { $name }   финиш не подтверждён
race-to-title = На главный экран
race-computer-open = Против компьютера
race-computer-level = Поле: { $level }
race-computer-about = Компьютерные соперники играют с вами на том же поле. Они видят то же, что и вы, и думают столько же, сколько человек. Ничего не записывается.
race-computer-seats = Соперники-компьютеры: { $n }
race-computer-tier-row = Уровень: { $tier }
race-computer-beginner = новичок
race-computer-club = любитель
race-computer-expert = эксперт
race-computer-name = Компьютер { $n } ({ $tier })
race-computer-you = Вы

# Quick game
menu-quick-game = Быстрая игра
quick-game = Быстрая игра
quick-deal = Раздать
quick-size = Поле  < { $value } >
quick-size-custom = { $size }, своё
quick-width = Ширина  < { $value } >
quick-height = Высота  < { $value } >
quick-difficulty = Сложность  < { $value } >
quick-easy = легко
quick-medium = средне
quick-hard = трудно
quick-easy-about = Легко: две фишки пары лежат рядом.
quick-medium-about = Средне: две фишки пары лежат где угодно.
quick-hard-about = Трудно: две фишки пары лежат далеко друг от друга.
quick-gravity = Гравитация  < { $value } >
quick-ring = Обход вокруг поля  < { $value } >
quick-slide = Плитки сдвигаются  < { $value } >
quick-turns = Повороты линии  < { $value } >
quick-kinds = Видов фишек  < { $value } >
quick-kinds-auto = авто ({ $count })
quick-time = Лимит времени  < { $value } >
quick-time-none = нет
quick-minutes = { $minutes } мин
quick-keys = Влево/вправо — изменить выбранное · в игре N — новая раздача
action-new-deal = Новая раздача
finish-look = Посмотреть на поле
lesson-gravity = На некоторых полях фишки падают вниз. Соедините пару в рамке и посмотрите, как верхние фишки займут место.

# Зал славы и статистика
menu-hall-of-fame = Зал славы
menu-statistics = Статистика
hall-of-fame = Зал славы
hall-no-board = Ещё ни одно поле не очищено
hall-unaided = Победы без помощи
hall-assisted = Победы с помощью
hall-sorted = Порядок: { $order }
hall-sort-score = очки
hall-sort-time = время
hall-sort-name = имя
hall-sort-date = дата
hall-name = Имя
hall-score = Очки
hall-time = Время
hall-date = Дата
hall-empty = Здесь пока нет побед.
hall-player = Игрок: { $name }
hall-keys = Влево/вправо: другой список или игрок · Enter на игроке: новое имя
hall-clear = Очистить список
hall-clear-confirm = Точно очистить?
hall-placed = Зал славы: { $place }-е место!
hall-board-quick = Быстрая игра { $rules }
hall-board-relaxed = { $level } (спокойно)
hall-gravity = притяжение { $way }
hall-no-ring = без края
hall-turns = поворотов: { $count }
hall-turns-any = повороты без счёта
hall-kinds = видов: { $count }
stats-title = Статистика
stats-totals = Игр { $games } · Побед { $clears } · Лучшая серия { $streak } · Дней подряд { $days } · Подсказок { $hints }
stats-records = Уровней пройдено { $levels } · Побед в уровнях { $clears } · Игр с помощью { $helped }
stats-chart-days = Игры по дням, последние { $days } дней
stats-chart-size = Время очистки { $size }
stats-chart-levels = Уровни: оценка автора и ваша
stats-legend-days = серый: сыгранные игры · золото: очищенные поля
stats-legend-size = точки: каждая победа (время) · золотая линия: тренд
stats-legend-levels = серый: оценка автора · золото: как сложно было вам (доля игр без победы без помощи) · слева легко, справа трудно
tile-set-desktop = фишки рабочего стола
tile-set-by = { $set } ({ $author })
tile-set-look-alikes = { $set } (похожих: { $pairs })
tile-set-desktop-broken = Фишки рабочего стола «{ $set }» нельзя использовать ({ $reason }): показаны фишки игры
background-plain = Однотонный
background-felt = Зелёное сукно
background-wood = Ореховые доски
background-fret = Узор на лаке
background-paper = Бумага сюань
background-desktop = фон рабочего стола
background-broken = Фон «{ $name }» нельзя показать ({ $reason }): показан однотонный
ghost-title = Призрак
ghost-name = { $name }
ghost-behind = отстаёте на { $seconds } с
ghost-ahead = впереди на { $seconds } с
ghost-faster = Пар найдено быстрее: { $pairs }
ghost-other-level = Запись призрака — с другого уровня: он не может соревноваться на этой доске
ghost-other-seed = Запись призрака — другая раздача этого уровня (другое зерно): он не может соревноваться на этой доске
ghost-other-mode = Запись призрака сыграна в другом режиме: он не может соревноваться на этой доске
ghost-not-proven = Запись призрака не подтверждается: { $reason }

## Разбор партии (с экранов победы и поражения)
finish-coach = Разбор
coach-title = Разбор партии
coach-working = Разбираем партию…
coach-failed = Эту партию нельзя разобрать: { $reason }
coach-summary = Связей { $links } за { $time } · подсказки { $hints } · отмены { $undos } · перетасовки { $redeals }
coach-page-timeline = Хронология
coach-page-wait = Долгое раздумье { $n }
coach-page-closing = Тупик на связи { $n }
coach-no-closing = Ни одна связь не лишила возможности очистить поле.
coach-closings = { $n ->
    [one] { $n } связь лишила возможности очистить поле: см. её страницу.
    [few] { $n } связи лишили возможности очистить поле: см. их страницы.
   *[other] { $n } связей лишили возможности очистить поле: см. их страницы.
}
coach-legend-timeline = Столбцы: ожидание перед каждой связью (золотые — самые долгие). Синяя линия: открытые связи. Отметки внизу: подсказки (янтарные), отмены (красные), перетасовки (белые).
coach-wait = { $wait } с перед связью { $n } (в { $at }): было открыто связей: { $open }
coach-legend-wait = Синие: связи, открытые тогда. Золотая: ваша связь.
coach-closing = После связи { $n } (в { $at }) поле уже нельзя было очистить; до неё — можно.
coach-legend-closing = Красная: связь, которая привела в тупик. Синие: связи, открытые тогда.
coach-try = Попробовать отсюда
hud-practice = Тренировка
practice-from-here = Тренировка с этого момента: ничего не записывается
practice-failed = Тренировку нельзя начать: { $problem }
practice-parted = Поле тренировки расходится с партией: вы продолжаете с места расхождения
finish-race-best = Гонка со своим рекордом
ghost-no-best = Лучшей записи этого уровня пока нет
won-ghost = Против { $name }: вы { $you }, призрак { $ghost }
won-ghost-faster = Пар найдено быстрее: { $n } из { $of } (связи { $which })
ghost-your-best = Ваш рекорд

# Special tiles: the first-meet cards
special-card-new = Новая фишка
special-card-ok = Понятно
special-card-proof = Каждую раскладку по-прежнему можно собрать: игра доказывает это до того, как покажет поле.
special-ice-name = Лёд
special-ice-about = Замороженную фишку нельзя выбрать. Она оттаивает, когда убрана соседняя фишка (сверху, снизу, слева или справа).
special-lock-name = Замок
special-lock-about = Запертую фишку нельзя выбрать, пока не убран её ключ — фишка с ключом того же цвета.
special-hidden-name = Рубашкой вверх
special-hidden-about = Фишка рубашкой вверх открывается, когда убрана соседняя фишка. Её можно выбрать и закрытой — по памяти или наугад.
special-timer-name = Секундомер
special-timer-about = Фишка с секундомером добавляет указанные под ним секунды, когда вы её убираете.
slide-choose = Сдвинуть можно двумя способами: выберите плитку под стрелкой нужного

## What a screen reader says (spoken, never drawn): the faces of the tiles, the board's cells, what happens.
face-tile = Фишка { $number }
face-mahjong = { $suit ->
    [characters] Знаки { $number }
    [dots] Круги { $number }
    [bamboo] Бамбук { $number }
    [wind] { $number ->
        [1] Восточный ветер
        [2] Южный ветер
        [3] Западный ветер
       *[4] Северный ветер
    }
    [dragon] { $number ->
        [1] Красный дракон
        [2] Зелёный дракон
       *[3] Белый дракон
    }
    [flower] Цветок { $number }
   *[season] Сезон { $number }
}
face-shape = { $shape ->
     [0] круг
     [1] квадрат
     [2] треугольник
     [3] ромб
     [4] звезда
     [5] шестиугольник
     [6] плюс
     [7] кольцо
     [8] перевёрнутый треугольник
     [9] полумесяц
     [10] искра
    *[11] крест
}, { $colour ->
     [0] оранжевый
     [1] голубой
     [2] сине-зелёный
     [3] киноварь
     [4] синий
     [5] пурпурный
     [6] бордовый
    *[7] сланцевый
}{ $mark ->
    [1] , одна точка
    [2] , две точки
   *[0] {""}
}
face-critter = { $head ->
     [0] медведь
     [1] кошка
     [2] кролик
     [3] мышь
     [4] лягушка
    *[5] цыплёнок
}, { $fur ->
     [0] оранжевый
     [1] голубой
     [2] сине-зелёный
     [3] киноварь
     [4] синий
     [5] пурпурный
    *[6] бордовый
}
reader-board = Поле, { $columns } столбцов на { $rows } строк
reader-cell = { $face }, строка { $row }, столбец { $column }
reader-empty = пусто
reader-face-down = рубашкой вверх
reader-held = пока нельзя выбрать
reader-selected = выбрана
reader-block = препятствие
reader-picked = Выбрана { $face }
reader-linked = Убраны { $face }. Осталось пар: { $left }
reader-announcements = Сообщения
reader-hint = Подсказка: { $face }, строка { $row }, столбец { $column }, и строка { $other_row }, столбец { $other_column }
reader-moved = Упало фишек: { $n }
reader-shuffled = Фишки перемешаны
reader-place = строка { $row }, столбец { $column }
reader-empties = пусто: { $n }
reader-separator = {"; "}
reader-row = Строка { $row }: { $cells }
reader-matches = { $face }: { $count ->
    [0] других на поле нет
   *[other] ещё { $count }: { $places }
}. Открытых пар: { $open }
reader-open-pairs = Открытых пар: { $open }
reader-opened = { $words }
reader-seconds-left = { $n ->
    [one] Осталась { $n } секунда
    [few] Осталось { $n } секунды
   *[many] Осталось { $n } секунд
}

card-title = 连连看 Lianliankan · { $level }
card-daily = 连连看 Lianliankan · Задание дня { $day } · серия: { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
}
card-links = { $n ->
    [one] { $n } пара
    [few] { $n } пары
    [many] { $n } пар
   *[other] { $n } пары
}
card-hints = { $n ->
    [0] без подсказок
    [one] { $n } подсказка
    [few] { $n } подсказки
    [many] { $n } подсказок
   *[other] { $n } подсказки
}
card-cleared = { $time } · { $links } · { $hints }
card-not-cleared = Не пройдено · { $time } · { $links }
finish-copy = Копировать итог
card-race = Сразитесь с моей лучшей игрой на этой доске: { $link }
race-link-no-server = Не удалось получить игру { $name }: сервер рекордов не задан (Настройки → Онлайн). Доска ваша
card-copied = Итог скопирован: отправьте его другу
finish-animation = Сохранить как анимацию
coach-save-moment = Сохранить этот момент
animation-saving = Анимация сохраняется…
animation-busy = Уже сохраняется анимация: по одной за раз
animation-saved = Анимация сохранена: { $file }
animation-failed = Не удалось сохранить анимацию (см. журнал)
card-copy-failed = Буфер обмена недоступен
