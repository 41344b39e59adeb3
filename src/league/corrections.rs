//! Per-player corrections to a card builder's targets, kept as a CSV table beside each game's
//! builder (`id,goals,assists,shots,pim`, one row a player).

/// What a card builder aims a player's goals, assists, shots and penalty minutes at, over his
/// stat line's. A game's nominal card model cannot see everything its engine does to one player,
/// so a calibration command plays the league, compares each player's simulated line with his
/// stat line and scales these until the two agree.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Correction {
    pub goals: f64,
    pub assists: f64,
    pub shots: f64,
    pub pim: f64,
}

impl Correction {
    pub const NONE: Correction = Correction {
        goals: 1.0,
        assists: 1.0,
        shots: 1.0,
        pim: 1.0,
    };
}

/// Every player's [`Correction`], by player id.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Corrections {
    pub by_id: std::collections::BTreeMap<String, Correction>,
}

/// The columns of `corrections.csv`.
pub const CORRECTIONS_HEADER: &str = "id,goals,assists,shots,pim";

impl Corrections {
    pub fn of(&self, id: &str) -> Option<Correction> {
        self.by_id.get(id).copied()
    }

    /// Reads `CORRECTIONS_HEADER` rows; a malformed row is an error naming its line.
    pub fn parse(text: &str) -> Result<Corrections, String> {
        let mut lines = text.lines().filter(|l| !l.trim().is_empty());
        if lines.next().map(str::trim) != Some(CORRECTIONS_HEADER) {
            return Err(format!("the first line must be {CORRECTIONS_HEADER}"));
        }
        let mut by_id = std::collections::BTreeMap::new();
        for (n, line) in lines.enumerate() {
            let cells: Vec<&str> = line.trim().split(',').collect();
            let number = |k: usize| -> Result<f64, String> {
                cells
                    .get(k)
                    .and_then(|c| c.parse::<f64>().ok())
                    .filter(|x| x.is_finite() && *x > 0.0)
                    .ok_or_else(|| format!("row {}: {line}", n + 2))
            };
            if cells.len() != 5 {
                return Err(format!("row {}: {line}", n + 2));
            }
            by_id.insert(
                cells[0].to_string(),
                Correction {
                    goals: number(1)?,
                    assists: number(2)?,
                    shots: number(3)?,
                    pim: number(4)?,
                },
            );
        }
        Ok(Corrections { by_id })
    }

    /// The ids of rows naming nobody who skates for a team of `league` (a shipped table names
    /// only the league's skaters).
    #[cfg(test)]
    pub fn strangers(&self, league: &super::League) -> Vec<&str> {
        self.by_id
            .keys()
            .filter(|id| {
                !league
                    .teams
                    .iter()
                    .any(|t| t.skaters().any(|(p, _)| &p.id == *id))
            })
            .map(String::as_str)
            .collect()
    }

    pub fn to_csv(&self) -> String {
        let mut out = format!("{CORRECTIONS_HEADER}\n");
        for (id, c) in &self.by_id {
            out.push_str(&format!(
                "{id},{:.3},{:.3},{:.3},{:.3}\n",
                c.goals, c.assists, c.shots, c.pim
            ));
        }
        out
    }
}
