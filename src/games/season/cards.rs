//! A player's season line beside the stat line his card was built from, per game played: the
//! same within-15% test the realism commands print, shown on a team's page.

use super::{SeasonTotals, SkaterSeason};
use crate::games::lab::relative_miss;
use crate::games::sim::TeamPick;
use crate::league::SkaterLine;

/// How close a rate must come to the card's line to count as given back.
pub const WITHIN: f64 = 0.15;

/// One stat a game: the season's and the card's source line's.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StatCheck {
    pub stat: &'static str,
    pub season: f64,
    pub card: f64,
}

impl StatCheck {
    pub fn within(&self) -> bool {
        relative_miss(self.season, self.card) <= WITHIN
    }
}

/// Goals, assists, shots and penalty minutes a game, the season's beside the card's.
pub fn skater_checks(season: &SkaterSeason, source: &SkaterLine) -> [StatCheck; 4] {
    let per_game = |n: u16| f64::from(n) / f64::from(season.games.max(1));
    let card = |n: u32| f64::from(n) / f64::from(source.games.max(1));
    [
        ("Goals", per_game(season.goals), card(source.goals)),
        ("Assists", per_game(season.assists), card(source.assists)),
        ("Shots", per_game(season.shots), card(source.shots)),
        (
            "PIM",
            per_game(season.penalty_minutes),
            card(source.penalty_minutes),
        ),
    ]
    .map(|(stat, season, card)| StatCheck { stat, season, card })
}

/// The card line a season line belongs to: the same team's player of that name.
pub fn source_line<'a>(teams: &'a [TeamPick], season: &SkaterSeason) -> Option<&'a SkaterLine> {
    let team = teams.get(usize::from(season.team))?.team();
    team.skaters()
        .find(|(player, _)| player.name == season.name)
        .map(|(_, line)| line)
}

/// Over the season so far: how many regulars (by the sim's card builder's own test) have
/// played, and how many of them give back all four stats within 15%.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Honesty {
    pub regulars: usize,
    pub within_all: usize,
}

pub fn honesty(
    teams: &[TeamPick],
    totals: &SeasonTotals,
    is_regular: impl Fn(&SkaterLine, u32) -> bool,
) -> Honesty {
    let mut tally = Honesty::default();
    for season in &totals.skaters {
        let Some(team) = teams.get(usize::from(season.team)) else {
            continue;
        };
        let Some(source) = source_line(teams, season) else {
            continue;
        };
        if season.games == 0 || !is_regular(source, team.team().record.games) {
            continue;
        }
        tally.regulars += 1;
        tally.within_all +=
            usize::from(skater_checks(season, source).iter().all(StatCheck::within));
    }
    tally
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::open_ice::{OpenIce, Options, chart::is_regular};
    use crate::games::season::{SeasonPlan, SeasonRun};

    /// Every season line finds its card's line, the per-game figures are the lines' own, and a
    /// season's honesty counts only regulars who played.
    #[test]
    fn season_lines_meet_their_cards() {
        let plan = SeasonPlan::league(10, Options::default(), 5);
        let mut run = SeasonRun::new(plan.teams.len(), plan.games_per_team).unwrap();
        while run.play_next::<OpenIce>(&plan) {}
        for season in &run.totals.skaters {
            let source = source_line(&plan.teams, season).expect("every skater has a card line");
            let checks = skater_checks(season, source);
            let goals = f64::from(season.goals) / f64::from(season.games);
            assert_eq!(checks[0].season, goals);
            assert_eq!(
                checks[0].card,
                f64::from(source.goals) / f64::from(source.games)
            );
        }
        let tally = honesty(&plan.teams, &run.totals, is_regular);
        assert!(tally.regulars > 40, "{tally:?}");
        assert!(tally.within_all <= tally.regulars);
        let none = honesty(&plan.teams, &run.totals, |_, _| false);
        assert_eq!(none, Honesty::default());
    }

    #[test]
    fn a_rate_within_fifteen_percent_counts() {
        let check = |season, card| {
            StatCheck {
                stat: "Goals",
                season,
                card,
            }
            .within()
        };
        assert!(check(0.45, 0.40));
        assert!(!check(0.47, 0.40));
        assert!(check(0.0, 0.0));
        assert!(!check(0.1, 0.0));
    }
}
