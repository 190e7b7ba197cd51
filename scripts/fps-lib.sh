# Shared by scripts/fps, scripts/fps-ab and scripts/idle (sourced, not run): measuring one
# program's frame rate and its software renderer's CPU time under the virtual display.
#
# Needs: $seconds (how long each program is measured), $data (a scratch data directory) and
# $out (a scratch directory for logs); scripts/idle uses only `look` and `median`.

# The virtual display runner: LOOK=PATH, or the shared tools' beside the project's folder.
look=${LOOK:-../shared/tools/look}
[ -x "$look" ] || { echo "$0: needs ../shared/tools/look or LOOK=PATH (a virtual display runner)" >&2; exit 2; }

# The median of the figures on stdin, one per line (`?`, a figure that could not be read, left
# out).
median() { awk '$1 != "?"' | sort -n | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2 ? v[(NR + 1) / 2] : sprintf("%.2f", (v[NR / 2] + v[NR / 2 + 1]) / 2)) }'; }

# CPU time (ms) the software renderer's threads (llvmpipe-N) of process $1 have used so far.
raster_ms() {
  local total=0 t
  for t in /proc/"$1"/task/*; do
    case "$(cat "$t/comm" 2>/dev/null)" in
      llvmpipe*) total=$((total + $(awk '{print $14 + $15}' "$t/stat" 2>/dev/null || echo 0))) ;;
    esac
  done
  echo $((total * 1000 / $(getconf CLK_TCK)))
}

# Average fps over the last $2 seconds of Bevy's log $1: frames counted (the `frame_count`
# diagnostic) over the time between two of its lines. Bevy's own "avg" is a smoothed figure
# of about the last two seconds only, which swings with any slow moment of the machine.
average_fps() {
  sed 's/\x1b\[[0-9;]*m//g' "$1" | awk -v window="$2" '
    / frame_count *:/ {
      split(substr($1, 12, 15), hms, ":")
      t[n] = hms[1] * 3600 + hms[2] * 60 + hms[3]
      c[n] = $NF
      n++
    }
    END {
      if (n < 2) exit
      last = n - 1
      first = last
      while (first > 0 && t[last] - t[first - 1] <= window) first--
      if (t[last] > t[first]) printf "%.1f", (c[last] - c[first]) / (t[last] - t[first])
    }'
}

# Prints "FPS RASTER" for program $3 with arguments $4...: its average fps over the last
# SECONDS - 2 seconds of a run of SECONDS, after look's steps $2 (e.g. "key e" to open the
# editor; "sleep 0" for none), and the renderer threads' CPU time per frame in ms over the
# same stretch. `?` when a figure could not be read. $1 names the run's log directory.
measure() {
  local name=$1 actions=$2
  shift 2
  # look waits 4 s for the window before its steps (the editor's take 2 s more), and the
  # program runs SECONDS + 1 after them: frames are counted over its last SECONDS - 2, the
  # renderer's time over a second less, ending before the program does.
  local window=$((seconds > 4 ? seconds - 2 : 2))
  local sampled=$((window - 1))
  rm -f "$out/$name.raster"
  (
    sleep 7
    pid=$(pgrep -n -f -- "$1") || exit 0
    before=$(raster_ms "$pid")
    sleep "$sampled"
    echo "$before $(raster_ms "$pid")" >"$out/$name.raster"
  ) &
  local sampler=$!
  # Shift first, alone (it does nothing by itself): look gives the window keyboard focus before
  # a key. Bevy paces an unfocused window at 60 Hz (`WinitSettings::game`), and the virtual
  # display has no window manager to focus it, so without a key every program would measure
  # that pace instead of its own frame rate.
  LIANLIANKAN_DATA_DIR="$data" "$look" -o "$out/$name" -w 4 -a "key shift; $actions; sleep $((seconds + 1))" -- "$@" >/dev/null 2>&1 || true
  wait "$sampler"
  local fps raster=""
  fps=$(average_fps "$out/$name/program.log" "$window")
  if [ -n "$fps" ] && [ -s "$out/$name.raster" ]; then
    raster=$(awk -v f="$fps" -v w="$sampled" '{ printf "%.1f", ($2 - $1) / (f * w) }' "$out/$name.raster")
  fi
  echo "${fps:-?} ${raster:-?}"
}
