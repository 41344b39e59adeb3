//! A season game at the table, seen from the table: which season it belongs to, its day and
//! each team's record going in, so the table can say so and lead back to the season.

use super::{PLAYOFF_BEST_OF, SeasonFile, standings};
use crate::engine::{ByTeam, Game};
use crate::games::sim::RuleOptions;
use serde::{Deserialize, Serialize};

/// What a table shows of the season its game belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableContext {
    /// The season's league name, and its number after the first.
    pub season: String,
    /// "Day 9", or "Playoffs, round 1, game 3".
    pub day: String,
    /// Each side's regular-season record going into the game: "3-3-1" (wins, losses, overtime
    /// losses, and ties after a fourth dash when there were any).
    pub records: ByTeam<String>,
}

/// A day's name: "Day 12" in the season, "Playoffs, round 1, game 3" after it (every team
/// plays every day, so the season has as many days as games a team).
pub fn day_label(day: u16, games_per_team: u16) -> String {
    match day.checked_sub(games_per_team) {
        None => format!("Day {}", day + 1),
        Some(after) => {
            let best_of = u16::from(PLAYOFF_BEST_OF);
            format!(
                "Playoffs, round {}, game {}",
                after / best_of + 1,
                after % best_of + 1
            )
        }
    }
}

/// The context of saved game `save_id` if the season saved as `season_text` has it at the
/// table; `None` for any other game, or a season that can't be read (the table then plays on
/// as an ordinary game).
pub fn table_context<G>(season_text: &str, save_id: &str) -> Option<TableContext>
where
    G: Game,
    G::Options: RuleOptions + Serialize + for<'de> Deserialize<'de>,
{
    let file = SeasonFile::<G::Options>::from_json::<G>(season_text).ok()?;
    if file.at_table.as_ref()?.save_id != save_id {
        return None;
    }
    let run = file.run().ok()?;
    let game = run.next_game()?;
    let table = standings(file.plan.teams.len(), &run.results);
    let record = |team: u8| table.iter().find(|s| s.team == team).map(|s| s.record());
    Some(TableContext {
        season: match file.history.len() {
            0 => file.name.clone(),
            _ => format!("{}, season {}", file.name, file.season_number()),
        },
        day: day_label(game.day, file.plan.games_per_team),
        records: ByTeam::new(record(game.teams.home)?, record(game.teams.away)?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::open_ice::{OpenIce, Options};
    use crate::games::season::{SeasonPlan, TableGame};

    fn season_with_a_table_game() -> SeasonFile<Options> {
        let plan = SeasonPlan::league(4, Options::season_defaults(), 7);
        let mut file = SeasonFile::new::<OpenIce>("Test league".into(), plan, vec![0]);
        let mut run = file.run().unwrap();
        // Computer games until the coached team's; then that game goes to the table.
        while !run.next_is_coached(&file.coached) {
            assert!(run.play_next::<OpenIce>(&file.plan));
        }
        file.update(&run);
        file.at_table = Some(TableGame {
            index: run.games_played(),
            save_id: "abc".into(),
            sat_out: Vec::new(),
            set_up: 0,
        });
        file
    }

    #[test]
    fn a_season_game_at_the_table_knows_its_season_day_and_records() {
        let file = season_with_a_table_game();
        let text = file.to_json();
        let context = table_context::<OpenIce>(&text, "abc").expect("the game at the table");
        assert_eq!(context.season, "Test league");
        let run = file.run().unwrap();
        let game = run.next_game().unwrap();
        assert_eq!(context.day, format!("Day {}", game.day + 1));
        let played = |team: u8| {
            run.results
                .iter()
                .filter(|r| r.teams.home == team || r.teams.away == team)
                .count()
        };
        for (side, record) in [
            (game.teams.home, &context.records.home),
            (game.teams.away, &context.records.away),
        ] {
            let sum: usize = record.split('-').map(|n| n.parse::<usize>().unwrap()).sum();
            assert_eq!(sum, played(side), "{record} adds up to the team's games");
        }
        // Another saved game, or a damaged season, is no season game.
        assert_eq!(table_context::<OpenIce>(&text, "other"), None);
        assert_eq!(table_context::<OpenIce>("{", "abc"), None);
        // A league's later season says which.
        let mut later = file.clone();
        later.history.push(crate::games::season::PastSeason {
            season: 1,
            games_per_team: 4,
            teams: 8,
            first: "Somebody, 3-1-0, 6 points".into(),
            champion: None,
            final_series: None,
            scoring_leader: None,
            top_goalie: None,
        });
        let context = table_context::<OpenIce>(&later.to_json(), "abc").unwrap();
        assert_eq!(context.season, "Test league, season 2");
    }

    #[test]
    fn day_labels_name_season_days_and_playoff_games() {
        assert_eq!(day_label(0, 82), "Day 1");
        assert_eq!(day_label(81, 82), "Day 82");
        assert_eq!(day_label(82, 82), "Playoffs, round 1, game 1");
        assert_eq!(day_label(82 + 8, 82), "Playoffs, round 2, game 2");
    }
}
