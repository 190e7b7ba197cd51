// Baseline for the NOI 1804 benchmark: one breadth-first search per pair that walks whole
// segments cell by cell over a board padded with a free ring (the classic contest solution).
// Same input and output as `lianliankan solve`.
#include <cstdio>
#include <cstring>
#include <queue>
#include <string>
#include <utility>

static const int N = 80;
static char board[N][N];
static int seg[N][N];

static int search(int w, int h, int x1, int y1, int x2, int y2) {
    std::memset(seg, 0, sizeof seg);
    std::queue<std::pair<int, int>> q;
    q.push({x1, y1});
    seg[y1][x1] = -1;
    const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [x, y] = q.front();
        q.pop();
        int depth = seg[y][x] < 0 ? 0 : seg[y][x];
        for (int d = 0; d < 4; ++d) {
            int tx = x + dx[d], ty = y + dy[d];
            while (tx >= 0 && ty >= 0 && tx <= w + 1 && ty <= h + 1) {
                if (tx == x2 && ty == y2) return depth + 1;
                if (board[ty][tx] == 'X') break;
                if (seg[ty][tx] != 0 && seg[ty][tx] != depth + 1) break;
                if (seg[ty][tx] == 0) {
                    seg[ty][tx] = depth + 1;
                    q.push({tx, ty});
                }
                tx += dx[d];
                ty += dy[d];
            }
        }
    }
    return 0;
}

int main() {
    int w, h, n = 0;
    char line[256];
    std::string out;
    while (std::fgets(line, sizeof line, stdin) && std::sscanf(line, "%d %d", &w, &h) == 2 && (w || h)) {
        std::memset(board, ' ', sizeof board);
        for (int y = 1; y <= h; ++y) {
            if (!std::fgets(line, sizeof line, stdin)) return 1;
            for (int x = 1; x <= w; ++x) board[y][x] = line[x - 1];
        }
        out += "Board #" + std::to_string(++n) + ":\n";
        int x1, y1, x2, y2, m = 0;
        while (std::fgets(line, sizeof line, stdin) && std::sscanf(line, "%d %d %d %d", &x1, &y1, &x2, &y2) == 4 &&
               (x1 || y1 || x2 || y2)) {
            int k = search(w, h, x1, y1, x2, y2);
            out += "Pair " + std::to_string(++m) + ": ";
            out += k ? std::to_string(k) + " segments.\n" : std::string("impossible.\n");
        }
        out += "\n";
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
