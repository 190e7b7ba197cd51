# Debug symbols kept apart, as Debian keeps them: sourced by scripts/package and
# scripts/package-server. The shipped program is stripped of its symbol table; the table goes
# into a `-dbgsym` package at /usr/lib/debug/.build-id/XX/YYYY.debug, where gdb, systemd-coredump
# and Rust's own backtraces look for it by the program's build ID. Installed beside the game,
# a backtrace names every function; not installed, the player downloads 36 MB less.

# split_symbols PROGRAM DEBUG_ROOT: moves PROGRAM's symbols into DEBUG_ROOT's build-id tree,
# strips PROGRAM as Debian ships programs and links it to its symbols. Prints the build ID.
split_symbols() {
  local program=$1 debug_root=$2 id file
  id=$(readelf -n "$program" | awk '/Build ID:/ { print $3 }')
  [[ "$id" =~ ^[0-9a-f]{6,}$ ]] || { echo "dbgsym: $program has no build ID" >&2; return 1; }
  file="$debug_root/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug"
  mkdir -p "$(dirname "$file")"
  objcopy --only-keep-debug --compress-debug-sections "$program" "$file"
  chmod 0644 "$file"
  strip --strip-unneeded --remove-section=.comment --remove-section=.note "$program"
  objcopy --add-gnu-debuglink="$file" "$program"
  echo "$id"
}

# build_dbgsym_deb PACKAGE VERSION ARCH BUILD_ID DEBUG_ROOT DEB: the `PACKAGE-dbgsym` package
# of what split_symbols wrote, as debhelper builds one (its documentation is PACKAGE's).
build_dbgsym_deb() {
  local package=$1 version=$2 arch=$3 id=$4 root=$5 deb=$6 epoch installed_kib
  mkdir -p "$root/DEBIAN" "$root/usr/share/doc"
  ln -sfn "$package" "$root/usr/share/doc/$package-dbgsym"
  find "$root" -type d -exec chmod 0755 {} +
  epoch=$(git log -1 --format=%ct 2>/dev/null || date +%s)
  find "$root" -exec touch -h -d "@$epoch" {} +
  installed_kib=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
  cat > "$root/DEBIAN/control" <<EOF
Package: $package-dbgsym
Source: $package
Version: $version
Auto-Built-Package: debug-symbols
Architecture: $arch
Maintainer: The Lianliankan developers <lianliankan@users.noreply.github.com>
Installed-Size: $installed_kib
Depends: $package (= $version)
Section: debug
Priority: optional
Description: debug symbols for $package
Build-Ids: $id
EOF
  (cd "$root" && find usr -type f -printf '%P\n' | sort | sed 's|^|usr/|' | xargs md5sum) > "$root/DEBIAN/md5sums"
  chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
  SOURCE_DATE_EPOCH=$epoch dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
  echo "package: $deb ($(stat -c %s "$deb") bytes; installed size: ${installed_kib} KiB)"
}

# check_symbols_named PROGRAM DEBUG_ROOT FUNCTION ARGS...: runs PROGRAM ARGS under gdb, stopped
# in FUNCTION (a regular expression on its name), and prints the backtrace. Fails unless the
# backtrace names FUNCTION with DEBUG_ROOT's symbols, and unless the stripped program alone
# names nothing, so the symbols are proven to come from the -dbgsym package.
check_symbols_named() {
  local program=$1 debug_root=$2 function=$3 trace
  shift 3
  trace=$(gdb -nx -batch -iex "set debug-file-directory $debug_root/usr/lib/debug" \
    -ex "rbreak ^$function" -ex "run $*" -ex "bt 4" "$program" 2>&1)
  grep -E "^#0 .* in $function" <<<"$trace" \
    || { echo "$trace" >&2; echo "dbgsym: gdb found no $function in $program's symbols" >&2; return 1; }
  trace=$(gdb -nx -batch -iex "set debug-file-directory /nonexistent" \
    -ex "rbreak ^$function" -ex "run $*" -ex "bt 4" "$program" 2>&1)
  if grep -qE "in $function" <<<"$trace"; then
    echo "dbgsym: $program names $function without its symbols: it is not stripped" >&2
    return 1
  fi
}
