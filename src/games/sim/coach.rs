//! Who coaches a side: a person, or the computer manager.

use serde::{Deserialize, Serialize};

/// Who makes a team's coaching decisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Coach {
    Person,
    Computer,
}
