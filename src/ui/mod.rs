//! Leptos components. Components receive read-only views and callbacks; every change to a game
//! goes through the engine's `apply`, and nothing from a link or a save is rendered as HTML
//! (all text goes through Leptos text nodes).
//!
//! In floors, each importing only the floors below it (docs/ui-layers.md):
//! 1. `app`: the shell and lobby, the router and the chunk loader.
//! 2. the pages of each game (`icih`, `card_hockey`, `open_ice`, `crease`, `fourth_street`)
//!    and of `season`, `lab` and `teams`.
//! 3. `sim`: what the three sim tables share (table, panels, bench, new-game page).
//! 4. `widgets`: cards, panels, dialogs, the dice tray, the rink board, the replay cursor.
//! 5. `base`: the browser's clock and address bar, saves, recovery, the chunk contract.

mod app;
mod base;
mod card_hockey;
mod crease;
mod fourth_street;
mod icih;
mod lab;
mod open_ice;
mod season;
mod sim;
mod teams;
pub mod widgets;

pub use app::mount;
