//! What a game's chunk and the app that loads it agree on: what the chunk is asked to open,
//! what it hands back, and how a failed fetch is told. Each game's pages name their own entry
//! points with [`chunk_entry!`]; the app's loader (app/loader.rs) calls them and never looks
//! inside.

use crate::storage::{SavedGame, StorageProblem};
use leptos::prelude::AnyView;
use leptos::wasm_split::SplitLoaderError;

/// A chunk of the app could not be fetched (offline before it was ever cached, or a broken
/// deploy).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChunkFailed;

impl From<SplitLoaderError> for ChunkFailed {
    fn from(_: SplitLoaderError) -> Self {
        ChunkFailed
    }
}

/// What a chunk hands back: its page, built by the caller outside the loading future and
/// untracked, so a signal read while building never reloads the page.
pub type PageBuilder = Box<dyn FnOnce() -> AnyView>;

/// What a game's chunk is asked to open.
pub enum Open {
    /// A saved game (with the storage problem that keeps it held in memory, if any).
    Play {
        save: SavedGame,
        held: Option<StorageProblem>,
    },
    /// A share link's record text.
    Replay(String),
}

/// One entry point of a chunk: `$name` builds the page `$build` and the build
/// (scripts/build-wasm.sh) moves it, with everything only it reaches, into chunk `$chunk`,
/// fetched on the first call. A macro because `wasm_split` needs a named function for each
/// entry of each chunk. `$name($open)` takes what to open, `$name($arg: $ty)` one value of its
/// own type, and `$name()` nothing.
macro_rules! chunk_entry {
    ($chunk:ident, $name:ident($open:ident) => $build:expr) => {
        #[::leptos::wasm_split::wasm_split($chunk, wasm_split_path = ::leptos::wasm_split, fallible)]
        pub fn $name(
            $open: $crate::ui::base::chunk::Open,
        ) -> Result<$crate::ui::base::chunk::PageBuilder, $crate::ui::base::chunk::ChunkFailed> {
            Ok(Box::new(move || $build))
        }
    };
    ($chunk:ident, $name:ident($arg:ident: $ty:ty) => $build:expr) => {
        #[::leptos::wasm_split::wasm_split($chunk, wasm_split_path = ::leptos::wasm_split, fallible)]
        pub fn $name(
            $arg: $ty,
        ) -> Result<$crate::ui::base::chunk::PageBuilder, $crate::ui::base::chunk::ChunkFailed> {
            Ok(Box::new(move || $build))
        }
    };
    ($chunk:ident, $name:ident() => $build:expr) => {
        #[::leptos::wasm_split::wasm_split($chunk, wasm_split_path = ::leptos::wasm_split, fallible)]
        pub fn $name()
        -> Result<$crate::ui::base::chunk::PageBuilder, $crate::ui::base::chunk::ChunkFailed> {
            Ok(Box::new(move || $build))
        }
    };
}
pub(crate) use chunk_entry;
