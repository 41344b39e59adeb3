//! The sim floor: what the three statistical sims' pages share. `page` is what a sim is to
//! its pages, `table` the play page's state, `panels` the pieces of its table, `bench` the
//! coach's bench and replay (with `lineup_editor`, `bench_controls` and `ratings`), `setup` the new-game page. It imports only widgets and base.

mod bench;
mod bench_controls;
mod lineup_editor;
mod page;
mod panels;
mod ratings;
mod rotation;
mod setup;
mod table;

pub use bench::*;
pub use bench_controls::*;
pub use lineup_editor::*;
pub use page::*;
pub use panels::*;
pub use ratings::*;
pub use rotation::*;
pub use setup::*;
pub use table::*;
