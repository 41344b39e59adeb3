//! Rinkside: tabletop hockey games in the browser.
//!
//! Layers only look down: `ui` uses `storage` and `games`; `games` use `engine`; `engine` and
//! `games` are pure Rust with no web imports.

pub mod engine;
pub mod games;
pub mod league;
pub mod storage;
pub mod ui;
