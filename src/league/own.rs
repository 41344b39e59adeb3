//! A team of a person's own: stat lines pasted as CSV (the league files' columns or a stat
//! site's, see `csv.rs`), checked row by row, made into a [`LeagueTeam`] that every sim can
//! build its cards from.

use super::csv::{
    CsvError, PlayerFileOptions, goalies_csv, parse_goalies_with, parse_skaters_with, skaters_csv,
};
use super::fill::{Averages, Fill, fill_skaters, fills_text};
use super::{LeagueTeam, TeamRecord};
use thiserror::Error;

/// Which pasted text a problem is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pasted {
    Skaters,
    Goalies,
}

impl Pasted {
    pub fn word(self) -> &'static str {
        match self {
            Pasted::Skaters => "Skaters",
            Pasted::Goalies => "Goalies",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OwnTeamError {
    /// A row or header problem, naming the line and the column.
    #[error("{}, {error}", which.word())]
    Csv { which: Pasted, error: CsvError },
    #[error("{0}")]
    Team(String),
}

/// Most players a team may have (a full NHL roster plus call-ups).
pub const MAX_PLAYERS: usize = 40;
/// Fewest skaters: enough for a line, a pair and spares, and three shootout shooters.
pub const MIN_SKATERS: usize = 6;

/// A team read from pasted lines, and the missing cells filled in it (see `fill.rs`).
#[derive(Debug, Clone, PartialEq)]
pub struct BuiltTeam {
    pub team: LeagueTeam,
    pub fills: Vec<Fill>,
}

impl BuiltTeam {
    /// What was filled, a sentence for each set of players (none when nothing was).
    pub fn fills_text(&self) -> Vec<String> {
        fills_text(&self.fills, self.team.skaters().count())
    }
}

/// As [`build_team`], the team alone.
pub fn team_from_csv(
    abbreviation: &str,
    city: &str,
    name: &str,
    skaters_text: &str,
    goalies_text: &str,
    taken: &[&str],
) -> Result<LeagueTeam, Vec<OwnTeamError>> {
    build_team(abbreviation, city, name, skaters_text, goalies_text, taken).map(|b| b.team)
}

/// Reads a team from the form's abbreviation, city and name and the two pasted texts. Every
/// problem is returned, each naming where it is. The TEAM column of the rows is replaced by the
/// abbreviation given, so rows copied from any team fit.
///
/// The team's season record is not pasted; what the cards need of it is read off the roster:
/// games are the most any player played (or the goalies' starts, if more), shots for are the
/// skaters' shots, shots against the goalies', power-play chances the built-in league's rate
/// per game.
///
/// A skater cell the table leaves blank, or a column it lacks (TOI, PIM, the power-play and
/// short-handed columns, GWG, face-offs, HIT, BLK), is filled from the built-in league's
/// averages for his position, and the fills come back with the team to be shown.
pub fn build_team(
    abbreviation: &str,
    city: &str,
    name: &str,
    skaters_text: &str,
    goalies_text: &str,
    taken: &[&str],
) -> Result<BuiltTeam, Vec<OwnTeamError>> {
    let mut problems = Vec::new();
    let abbreviation = abbreviation.trim().to_ascii_uppercase();
    let (city, name) = (city.trim(), name.trim());
    let team_problem = |text: &str| OwnTeamError::Team(text.to_string());
    if !(2..=4).contains(&abbreviation.len())
        || !abbreviation.chars().all(|c| c.is_ascii_uppercase())
    {
        problems.push(team_problem(
            "Abbreviation: use 2 to 4 letters, A to Z (for example RVR).",
        ));
    } else if taken.contains(&abbreviation.as_str()) {
        problems.push(team_problem(&format!(
            "Abbreviation: {abbreviation} is a league team's; choose another."
        )));
    }
    for (field, value) in [("City", city), ("Name", name)] {
        if value.is_empty() || value.chars().count() > 30 {
            problems.push(team_problem(&format!("{field}: give 1 to 30 characters.")));
        }
    }
    // Rows may leave TEAM blank or out; every player is given the abbreviation below anyway.
    let options = PlayerFileOptions {
        default_team: Some(&abbreviation),
        toi_optional: true,
    };
    let skaters = parse_skaters_with(skaters_text, options);
    let goalies = parse_goalies_with(goalies_text, options);
    for (which, errors) in [
        (Pasted::Skaters, skaters.errors),
        (Pasted::Goalies, goalies.errors),
    ] {
        problems.extend(
            errors
                .into_iter()
                .map(|error| OwnTeamError::Csv { which, error }),
        );
    }
    let mut roster = skaters.players;
    let fills = fill_skaters(&mut roster, &skaters.blanks, Averages::builtin());
    roster.extend(goalies.players);
    let mut seen = std::collections::HashSet::new();
    for player in &mut roster {
        player.team = abbreviation.clone();
        if !seen.insert(player.id.clone()) {
            problems.push(team_problem(&format!(
                "Player id {} is used for a skater and a goalie; give each player his own id.",
                player.id
            )));
        }
    }
    let team = LeagueTeam {
        abbreviation: abbreviation.clone(),
        city: city.to_string(),
        name: name.to_string(),
        record: TeamRecord::default(),
        roster,
    };
    let skater_count = team.skaters().count();
    let shooters = team.skaters().filter(|(_, l)| l.shots > 0).count();
    if skater_count < MIN_SKATERS || shooters < 3 {
        problems.push(team_problem(&format!(
            "A team needs at least {MIN_SKATERS} skaters, three of them with shots; this one has {skater_count} skaters, {shooters} with shots."
        )));
    }
    if team.goalies().all(|(_, g)| g.shots_against == 0) {
        problems.push(team_problem(
            "A team needs a goalie who has faced shots (SA above 0).",
        ));
    }
    if team.roster.len() > MAX_PLAYERS {
        problems.push(team_problem(&format!(
            "A team may have at most {MAX_PLAYERS} players; this one has {}.",
            team.roster.len()
        )));
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let record = record_from_roster(&team);
    let team = LeagueTeam { record, ..team };
    // The same check a link or save carrying the team gets: numbers in range, no stats
    // without games.
    super::check_team(&team, super::Needs::SIM).map_err(|problem| vec![team_problem(&problem)])?;
    Ok(BuiltTeam { team, fills })
}

fn record_from_roster(team: &LeagueTeam) -> TeamRecord {
    let most_games = team.roster.iter().map(|p| p.games()).max().unwrap_or(0);
    let starts: u32 = team.goalies().map(|(_, g)| g.starts).sum();
    let games = most_games.max(starts).max(1);
    let league = super::League::builtin();
    let (league_games, league_chances): (u32, u32) = league
        .teams
        .iter()
        .map(|t| (t.record.games, t.record.power_play_chances))
        .fold((0, 0), |(g, c), (tg, tc)| (g + tg, c + tc));
    let chances = (f64::from(league_chances) / f64::from(league_games.max(1)) * f64::from(games))
        .round() as u32;
    let skaters = || team.skaters().map(|(_, l)| l);
    TeamRecord {
        games,
        goals_for: skaters().map(|l| l.goals).sum(),
        goals_against: team.goalies().map(|(_, g)| g.goals_against).sum(),
        shots_for: skaters().map(|l| l.shots).sum(),
        shots_against: team.goalies().map(|(_, g)| g.shots_against).sum(),
        penalty_minutes: skaters().map(|l| l.penalty_minutes).sum(),
        power_play_goals: skaters().map(|l| l.power_play_goals).sum(),
        power_play_chances: chances,
        times_short_handed: chances,
        ..TeamRecord::default()
    }
}

/// A team's lines as the two texts the team builder starts from.
pub fn team_csv_template(team: &LeagueTeam) -> (String, String) {
    let skaters = team.roster.iter().filter(|p| p.skater_line().is_some());
    let goalies = team.roster.iter().filter(|p| p.goalie_line().is_some());
    (skaters_csv(skaters), goalies_csv(goalies))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::league::League;

    fn builtin_abbreviations(league: &League) -> Vec<&str> {
        league
            .teams
            .iter()
            .map(|t| t.abbreviation.as_str())
            .collect()
    }

    #[test]
    fn a_league_team_pasted_back_is_the_same_roster() {
        let league = League::builtin();
        let original = &league.teams[2];
        let (skaters, goalies) = team_csv_template(original);
        let own = team_from_csv("own", "Riverton", "Otters", &skaters, &goalies, &[])
            .expect("a league team's lines are valid");
        assert_eq!(own.abbreviation, "OWN");
        assert_eq!(own.roster.len(), original.roster.len());
        for (a, b) in own.roster.iter().zip(&original.roster) {
            assert_eq!(
                (&a.id, &a.name, a.position, a.line),
                (&b.id, &b.name, b.position, b.line)
            );
            assert_eq!(a.team, "OWN");
        }
        // The record read off the roster is near the league's own for shots.
        let ratio = f64::from(own.record.shots_for) / f64::from(original.record.shots_for);
        assert!((0.95..=1.05).contains(&ratio), "shots for {ratio}");
        assert_eq!(own.record.games, 82);
    }

    #[test]
    fn a_bad_row_is_named_by_line_and_column() {
        let league = League::builtin();
        let (skaters, goalies) = team_csv_template(&league.teams[0]);
        let mut lines: Vec<String> = skaters.lines().map(str::to_string).collect();
        // Line 4 of the text: the third skater; G is the sixth column.
        let mut fields: Vec<&str> = lines[3].split(',').collect();
        fields[5] = "abc";
        lines[3] = fields.join(",");
        let errors = team_from_csv("NEW", "A", "B", &lines.join("\n"), &goalies, &[])
            .expect_err("a bad row is refused");
        let texts: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        assert_eq!(
            texts,
            ["Skaters, line 4, column G: expected a whole number, found \"abc\""]
        );
    }

    #[test]
    fn the_team_column_may_be_blank_anything_or_missing() {
        let league = League::builtin();
        let (skaters, goalies) = team_csv_template(&league.teams[1]);
        let expected = team_from_csv("ZZ", "C", "N", &skaters, &goalies, &[]).expect("valid");
        // TEAM is the third column of the template's skaters and goalies.
        let with_team = |text: &str, team: &str| -> String {
            let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
            for line in lines.iter_mut().skip(1) {
                let mut fields: Vec<&str> = line.split(',').collect();
                fields[2] = team;
                *line = fields.join(",");
            }
            lines.join("\n")
        };
        let without_team = |text: &str| -> String {
            text.lines()
                .map(|line| {
                    let mut fields: Vec<&str> = line.split(',').collect();
                    fields.remove(2);
                    fields.join(",")
                })
                .collect::<Vec<_>>()
                .join("\n")
        };
        for (s, g) in [
            (with_team(&skaters, ""), with_team(&goalies, "")),
            (
                with_team(&skaters, "\"Elsewhere\""),
                with_team(&goalies, "xyz"),
            ),
            (without_team(&skaters), without_team(&goalies)),
        ] {
            let own = team_from_csv("ZZ", "C", "N", &s, &g, &[]).expect("TEAM is not needed");
            assert_eq!(own, expected);
        }
        // Without the column, a short row is still counted as pasted.
        let mut short = without_team(&skaters);
        short.push_str("\nP999,Short Row,C,1");
        let errors = team_from_csv("ZZ", "C", "N", &short, &without_team(&goalies), &[])
            .expect_err("a short row is refused");
        let line = short.lines().count();
        assert_eq!(
            errors.iter().map(|e| e.to_string()).collect::<Vec<_>>(),
            [format!(
                "Skaters, line {line}: expected 19 fields as in the header, found 4"
            )]
        );
        // The built-in league's files still need their TEAM column filled.
        assert!(!crate::league::parse_skaters(&with_team(&skaters, "")).is_clean());
    }

    #[test]
    fn a_bad_row_leaves_the_good_rows_read() {
        let league = League::builtin();
        let (skaters, _) = team_csv_template(&league.teams[0]);
        let mut lines: Vec<String> = skaters.lines().map(str::to_string).collect();
        let rows = lines.len() - 1;
        let mut fields: Vec<&str> = lines[3].split(',').collect();
        fields[5] = "abc";
        lines[3] = fields.join(",");
        let options = PlayerFileOptions {
            default_team: Some("NEW"),
            toi_optional: true,
        };
        let parsed = parse_skaters_with(&lines.join("\n"), options);
        assert_eq!(parsed.players.len(), rows - 1);
        assert_eq!(parsed.errors.len(), 1);
        assert_eq!(parsed.errors[0].line(), 4);
    }

    #[test]
    fn team_problems_are_said_plainly() {
        let league = League::builtin();
        let (skaters, goalies) = team_csv_template(&league.teams[0]);
        let taken = builtin_abbreviations(&league);
        let few: String = skaters.lines().take(3).collect::<Vec<_>>().join("\n");
        let errors = team_from_csv(&taken[1].to_lowercase(), "", "X", &few, "", &taken)
            .expect_err("refused");
        let texts: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        assert!(texts[0].contains("is a league team's"), "{texts:?}");
        assert!(texts.iter().any(|t| t.starts_with("City:")), "{texts:?}");
        assert!(
            texts.iter().any(|t| t.starts_with("Goalies, line 1")),
            "{texts:?}"
        );
        assert!(
            texts.iter().any(|t| t.contains("at least 6 skaters")),
            "{texts:?}"
        );
        assert!(team_from_csv("A1", "C", "N", &skaters, &goalies, &[]).is_err());
    }
}
