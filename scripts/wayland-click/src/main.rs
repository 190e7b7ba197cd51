//! `wayland-click X Y WIDTH HEIGHT`: moves a virtual pointer to (X, Y) of an output of
//! WIDTH×HEIGHT pixels and clicks the left button there, through the wlroots virtual-pointer
//! protocol (sway has it). A headless compositor has no pointer device of its own, so this is
//! how `scripts/wayland-look` clicks a window there.

use std::process::ExitCode;
use std::time::Duration;

use wayland_client::protocol::wl_pointer::ButtonState;
use wayland_client::protocol::wl_registry::{self, WlRegistry};
use wayland_client::protocol::wl_seat::WlSeat;
use wayland_client::{Connection, Dispatch, QueueHandle, delegate_noop};
use wayland_protocols_wlr::virtual_pointer::v1::client::zwlr_virtual_pointer_manager_v1::ZwlrVirtualPointerManagerV1;
use wayland_protocols_wlr::virtual_pointer::v1::client::zwlr_virtual_pointer_v1::ZwlrVirtualPointerV1;

/// Linux's code for the left mouse button (`BTN_LEFT`).
const BUTTON_LEFT: u32 = 0x110;

/// The globals the click needs.
#[derive(Default)]
struct Globals {
    manager: Option<ZwlrVirtualPointerManagerV1>,
    seat: Option<WlSeat>,
}

impl Dispatch<WlRegistry, ()> for Globals {
    fn event(
        globals: &mut Self,
        registry: &WlRegistry,
        event: wl_registry::Event,
        _: &(),
        _: &Connection,
        queue: &QueueHandle<Self>,
    ) {
        if let wl_registry::Event::Global {
            name, interface, ..
        } = event
        {
            match interface.as_str() {
                "zwlr_virtual_pointer_manager_v1" => {
                    globals.manager = Some(registry.bind(name, 1, queue, ()));
                }
                "wl_seat" => globals.seat = Some(registry.bind(name, 1, queue, ())),
                _ => {}
            }
        }
    }
}

delegate_noop!(Globals: ignore WlSeat);
delegate_noop!(Globals: ignore ZwlrVirtualPointerManagerV1);
delegate_noop!(Globals: ignore ZwlrVirtualPointerV1);

fn click(x: u32, y: u32, width: u32, height: u32) -> Result<(), String> {
    let connection = Connection::connect_to_env().map_err(|e| format!("no compositor: {e}"))?;
    let mut queue = connection.new_event_queue();
    let handle = queue.handle();
    connection.display().get_registry(&handle, ());
    let mut globals = Globals::default();
    let mut sync = |globals: &mut Globals| {
        queue
            .roundtrip(globals)
            .map(|_| ())
            .map_err(|e| format!("the compositor went away: {e}"))
    };
    sync(&mut globals)?;
    let manager = globals
        .manager
        .take()
        .ok_or("the compositor has no virtual-pointer protocol")?;
    let pointer = manager.create_virtual_pointer(globals.seat.as_ref(), &handle, ());
    pointer.motion_absolute(0, x, y, width, height);
    pointer.frame();
    sync(&mut globals)?;
    // A press that arrives with the move may be taken before the window knows the pointer.
    std::thread::sleep(Duration::from_millis(300));
    for (time, state) in [(300, ButtonState::Pressed), (400, ButtonState::Released)] {
        pointer.button(time, BUTTON_LEFT, state);
        pointer.frame();
        sync(&mut globals)?;
        std::thread::sleep(Duration::from_millis(100));
    }
    pointer.destroy();
    sync(&mut globals)
}

fn main() -> ExitCode {
    let numbers: Option<Vec<u32>> = std::env::args().skip(1).map(|a| a.parse().ok()).collect();
    let point = numbers
        .as_deref()
        .and_then(|n| <[u32; 4]>::try_from(n).ok());
    let Some([x, y, width, height]) = point else {
        eprintln!("usage: wayland-click X Y WIDTH HEIGHT");
        return ExitCode::from(2);
    };
    match click(x, y, width, height) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("wayland-click: {e}");
            ExitCode::FAILURE
        }
    }
}
