//! The widgets floor: pieces every table and page shows (cards, box score, play-by-play,
//! dialogs, the dice tray, the rink board, the replay cursor, the page a save or link opens
//! to). They import only the base floor.

pub mod dice_tray;
pub mod keys;
pub mod opening;
pub mod panels;
pub mod replay;
pub mod rink_board;
