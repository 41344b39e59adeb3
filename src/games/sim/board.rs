//! The scoreboard every sim table shows, and the words it is made of: the period's label, each
//! team's status, the shootout's marks.

use super::Coach;
use super::SimPlay;
use crate::engine::clock::{PeriodKind, period_label};
use crate::engine::{ByTeam, DecidedIn, Team};

/// The scoreboard: the teams, scores, shots, the period and its clock, the strength on the ice.
#[derive(Debug, Clone, PartialEq)]
pub struct Scoreboard {
    pub names: ByTeam<String>,
    pub coaches: ByTeam<Coach>,
    pub score: ByTeam<u16>,
    pub shots: ByTeam<u16>,
    /// "Before the 1st", "1st", "OT", "SO", "Final", "Final (OT)".
    pub period: String,
    /// "18:30" (Open Ice: "42 cards left"); empty when no clock runs.
    pub clock: String,
    /// Skaters on the ice, home first ("5 on 4", "6 on 5" with a goalie pulled); empty when
    /// nobody plays.
    pub strength: String,
    /// The team on a power play.
    pub power_play: Option<Team>,
    /// Per team: "Power play", "Short-handed", "Goalie pulled" and the like, joined by " · ".
    pub status: ByTeam<String>,
    /// The shootout so far, "MBC ✓✗ · GLF ✗✗"; empty outside it.
    pub shootout: String,
}

impl Scoreboard {
    /// What every sim shows alike (the teams, who coaches, the score, shots on goal from the
    /// box score, the period's label `period`), with the clock, strength, statuses and
    /// shootout empty for the sim to fill while play is live.
    pub fn of<G: SimPlay>(game: &G, score: ByTeam<u16>, period: String) -> Scoreboard {
        Scoreboard {
            names: ByTeam::from_fn(|t| game.team_name(t).to_string()),
            coaches: game.coaches(),
            score,
            shots: game.box_score().totals().map(|_, line| line.shots_on_goal),
            period,
            clock: String::new(),
            strength: String::new(),
            power_play: None,
            status: ByTeam::new(String::new(), String::new()),
            shootout: String::new(),
        }
    }

    /// [`Scoreboard::of`] at `period` (0 before the opening face-off, past `regulation` in
    /// overtime) or in the shootout.
    pub fn at_period<G: SimPlay>(
        game: &G,
        score: ByTeam<u16>,
        (period, regulation): (u8, u8),
        in_shootout: bool,
    ) -> Scoreboard {
        let decided_in = game.outcome().map(|o| o.decided_in);
        let label = period_text(decided_in, period, regulation, in_shootout);
        Scoreboard::of(game, score, label)
    }
}

/// "Final", "Final (OT)", "Final (SO)".
pub fn final_label(decided_in: DecidedIn) -> &'static str {
    match decided_in {
        DecidedIn::Regulation => "Final",
        DecidedIn::Overtime => "Final (OT)",
        DecidedIn::Shootout => "Final (SO)",
    }
}

/// The period's label: the final's once the game is over, "Before the 1st" while the opening
/// face-off waits (`period` 0), else "1st", "OT", "SO".
pub fn period_text(
    decided_in: Option<DecidedIn>,
    period: u8,
    regulation_periods: u8,
    in_shootout: bool,
) -> String {
    if let Some(decided_in) = decided_in {
        return final_label(decided_in).into();
    }
    if period == 0 {
        return "Before the 1st".into();
    }
    let kind = if in_shootout {
        PeriodKind::Shootout
    } else {
        PeriodKind::Regulation
    };
    period_label(period, regulation_periods, kind)
}

/// A team's status while play is live: "Power play" or "Short-handed", "Goalie pulled", then
/// `more` (a sim's own words), joined by " · ".
pub fn status_text(team: Team, power_play: Option<Team>, pulled: bool, more: &[&str]) -> String {
    let mut parts: Vec<&str> = Vec::new();
    match power_play {
        Some(t) if t == team => parts.push("Power play"),
        Some(_) => parts.push("Short-handed"),
        None => {}
    }
    if pulled {
        parts.push("Goalie pulled");
    }
    parts.extend_from_slice(more);
    parts.join(" · ")
}

/// The shootout so far from its attempts (team, shooter, scored), each team's ✓ and ✗ after
/// its abbreviation, home first.
pub fn shootout_marks(attempts: &[(Team, u8, bool)], abbreviations: ByTeam<&str>) -> String {
    let marks = |team: Team| {
        let marks: String = attempts
            .iter()
            .filter(|a| a.0 == team)
            .map(|a| if a.2 { '✓' } else { '✗' })
            .collect();
        let marks = if marks.is_empty() {
            "–".into()
        } else {
            marks
        };
        format!("{} {marks}", abbreviations[team])
    };
    format!("{} · {}", marks(Team::Home), marks(Team::Away))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_and_marks_read_as_the_table_shows_them() {
        assert_eq!(
            status_text(Team::Home, Some(Team::Home), true, &["Hot goalie"]),
            "Power play · Goalie pulled · Hot goalie"
        );
        assert_eq!(
            status_text(Team::Away, Some(Team::Home), false, &[]),
            "Short-handed"
        );
        assert_eq!(status_text(Team::Away, None, false, &[]), "");
        let attempts = [(Team::Home, 3, true), (Team::Home, 5, false)];
        assert_eq!(
            shootout_marks(&attempts, ByTeam::new("MBC", "GLF")),
            "MBC ✓✗ · GLF –"
        );
        assert_eq!(period_text(None, 0, 3, false), "Before the 1st");
        assert_eq!(period_text(None, 4, 3, false), "OT");
        assert_eq!(period_text(None, 4, 3, true), "SO");
    }
}
