//! The floor of the server's size: a bare headless app (Bevy's minimal plugins and states, one
//! update) with exactly the Bevy features the server is built with, and nothing of the game or
//! the server. `scripts/program-size server` builds it beside `lianliankan-server`, strips both the same
//! way and prints the ratio.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

fn main() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.update();
    println!("updated once");
}
