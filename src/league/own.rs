//! A team of a person's own: stat lines pasted as CSV (the league files' columns or a stat
//! site's, see `csv.rs`), checked row by row, made into a [`LeagueTeam`] that every sim can
//! build its cards from.

use super::csv::{
    CsvError, PlayerFileOptions, goalies_csv, parse_goalies_with, parse_skaters_with, skaters_csv,
};
use super::fill::{Averages, Fill, fill_skaters, fills_text};
use super::{LeagueTeam, Player, TeamRecord};
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
    roster.extend(goalies.players);
    // The skaters come first, as the blanks do.
    let games = team_games(&roster);
    let fills = fill_skaters(&mut roster, &skaters.blanks, Averages::builtin(), games);
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

/// A team's games: the most any player played, or the goalies' starts, if more.
fn team_games(roster: &[Player]) -> u32 {
    let most_games = roster.iter().map(|p| p.games()).max().unwrap_or(0);
    let starts: u32 = roster
        .iter()
        .filter_map(|p| p.goalie_line())
        .map(|g| g.starts)
        .sum();
    most_games.max(starts).max(1)
}

fn record_from_roster(team: &LeagueTeam) -> TeamRecord {
    let games = team_games(&team.roster);
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
    use crate::league::{League, Position, SkaterLine};

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

    /// `text` without the columns named `drop` (the template's columns have no commas inside).
    fn without_columns(text: &str, drop: &[&str]) -> String {
        let header: Vec<&str> = text.lines().next().unwrap_or("").split(',').collect();
        let keep: Vec<usize> = (0..header.len())
            .filter(|&i| !drop.contains(&header[i]))
            .collect();
        text.lines()
            .map(|line| {
                let fields: Vec<&str> = line.split(',').collect();
                keep.iter()
                    .map(|&i| fields[i])
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Every league team built again from its lines without `drop`, beside the original.
    fn league_without(drop: &[&str]) -> Vec<(LeagueTeam, BuiltTeam)> {
        League::builtin()
            .teams
            .into_iter()
            .map(|team| {
                let (skaters, goalies) = team_csv_template(&team);
                let skaters = without_columns(&skaters, drop);
                let built = build_team("OWN", "C", "N", &skaters, &goalies, &[])
                    .expect("a league team's lines are valid without these columns");
                (team, built)
            })
            .collect()
    }

    fn class(position: Position) -> usize {
        match position {
            Position::Centre => 0,
            Position::Defence => 2,
            _ => 1,
        }
    }

    #[test]
    fn a_table_without_hit_and_blk_gets_them_from_league_averages() {
        let mut given = [[0u32; 2]; 3];
        let mut filled = [[0u32; 2]; 3];
        for (original, built) in league_without(&["HIT", "BLK"]) {
            let n = original.skaters().count();
            assert_eq!(
                built.fills_text(),
                [format!(
                    "HIT, BLK filled from the league's averages for all {n} skaters"
                )]
            );
            for ((player, real), (_, line)) in original.skaters().zip(built.team.skaters()) {
                let c = class(player.position);
                given[c][0] += real.hits;
                given[c][1] += real.blocked_shots;
                filled[c][0] += line.hits;
                filled[c][1] += line.blocked_shots;
                if real.games >= 20 {
                    assert!(
                        line.hits > 0 && line.blocked_shots > 0,
                        "{player:?} {line:?}"
                    );
                }
                // Nothing else changes.
                let line = SkaterLine {
                    hits: real.hits,
                    blocked_shots: real.blocked_shots,
                    ..*line
                };
                assert_eq!(&line, real);
            }
        }
        // Over the league each position's filled totals are its real ones, but for rounding.
        for c in 0..3 {
            for k in 0..2 {
                let ratio = f64::from(filled[c][k]) / f64::from(given[c][k]);
                assert!(
                    (0.97..=1.03).contains(&ratio),
                    "class {c} column {k}: {ratio}"
                );
            }
        }
        // Defence block more shots a game than forwards.
        let per = |c: usize| f64::from(filled[c][1]) / f64::from(filled[c][0] + filled[c][1]);
        assert!(per(2) > per(0) && per(2) > per(1));
    }

    #[test]
    fn a_table_without_toi_gets_a_plausible_estimate() {
        let (mut error, mut games) = (0.0, 0.0);
        for (original, built) in league_without(&["TOI", "FOW", "FOL", "PPA", "SHA"]) {
            let n = original.skaters().count();
            assert_eq!(
                built.fills_text(),
                [
                    format!("TOI estimated from points a game for all {n} skaters"),
                    format!(
                        "FOW, FOL, PPA, SHA filled from the league's averages for all {n} skaters"
                    ),
                ]
            );
            // The team's skaters play its minutes, as the real lines do.
            let team_minutes = |team: &LeagueTeam| {
                let seconds: u32 = team.skaters().map(|(_, l)| l.games * l.toi_seconds).sum();
                f64::from(seconds) / 60.0 / f64::from(team.record.games)
            };
            let ratio = team_minutes(&built.team) / team_minutes(&original);
            assert!(
                (0.985..=1.015).contains(&ratio),
                "{}: {ratio}",
                original.name
            );
            for ((player, real), (_, line)) in original.skaters().zip(built.team.skaters()) {
                let minutes = f64::from(line.toi_seconds) / 60.0;
                assert!((5.0..=30.0).contains(&minutes), "{player:?}: {minutes}");
                assert!(line.power_play_assists + line.short_handed_assists <= line.assists);
                let real_minutes = f64::from(real.toi_seconds) / 60.0;
                error += f64::from(real.games) * (minutes - real_minutes).abs();
                games += f64::from(real.games);
            }
        }
        // The fit's error on the lines it was fit on: about two minutes a game.
        let error = error / games;
        assert!(error < 2.5, "mean error {error:.2} minutes");
        // Centres take face-offs, and win about half.
        let league = &league_without(&["FOW", "FOL"]);
        let centre_faceoffs: u32 = league
            .iter()
            .flat_map(|(_, b)| b.team.skaters())
            .filter(|(p, _)| p.position == Position::Centre)
            .map(|(_, l)| l.faceoffs_won + l.faceoffs_lost)
            .sum();
        assert!(centre_faceoffs > 20_000, "{centre_faceoffs}");
    }

    #[test]
    fn a_blank_cell_is_filled_for_that_player_alone() {
        let league = League::builtin();
        let original = &league.teams[3];
        let (skaters, goalies) = team_csv_template(original);
        let mut lines: Vec<String> = skaters.lines().map(str::to_string).collect();
        let header: Vec<&str> = lines[0].split(',').collect();
        let at = |name: &str| header.iter().position(|h| *h == name).expect("a column");
        let (hit, toi) = (at("HIT"), at("TOI"));
        let mut fields: Vec<String> = lines[3].split(',').map(str::to_string).collect();
        fields[hit] = String::new();
        fields[toi] = "-".into();
        lines[3] = fields.join(",");
        let built = build_team("OWN", "C", "N", &lines.join("\n"), &goalies, &[]).expect("valid");
        let (player, real) = original.skaters().nth(2).expect("a third skater");
        assert_eq!(
            built.fills,
            [
                Fill {
                    column: "TOI",
                    players: vec![player.name.clone()]
                },
                Fill {
                    column: "HIT",
                    players: vec![player.name.clone()]
                },
            ]
        );
        assert_eq!(
            built.fills_text(),
            [
                format!("TOI estimated from points a game for {}", player.name),
                format!("HIT filled from the league's averages for {}", player.name),
            ]
        );
        for ((p, a), (_, b)) in original.skaters().zip(built.team.skaters()) {
            if p.id == player.id {
                assert!(b.hits > 0 && b.toi_seconds > 5 * 60, "{b:?}");
                assert_eq!(b.goals, real.goals);
            } else {
                assert_eq!(a, b);
            }
        }
    }

    #[test]
    fn filled_lines_put_back_in_the_box_are_the_same_team_with_nothing_filled() {
        let league = League::builtin();
        let (skaters, goalies) = team_csv_template(&league.teams[5]);
        let skaters = without_columns(&skaters, &["TOI", "HIT", "BLK", "GWG"]);
        let built = build_team("OWN", "C", "N", &skaters, &goalies, &[]).expect("valid");
        assert_eq!(built.fills.len(), 4);
        // What the page's "Put the filled lines in the box" writes, edited by the person: a
        // number given wins over the fill.
        let lines = built
            .team
            .roster
            .iter()
            .filter(|p| p.skater_line().is_some());
        let text = skaters_csv(lines);
        let again = build_team("OWN", "C", "N", &text, &goalies, &[]).expect("valid");
        assert_eq!(again.fills, []);
        assert_eq!(again.team, built.team);
        let header: Vec<&str> = text.lines().next().expect("a header").split(',').collect();
        let hit = header.iter().position(|h| *h == "HIT").expect("HIT");
        let mut rows: Vec<String> = text.lines().map(str::to_string).collect();
        let mut fields: Vec<String> = rows[1].split(',').map(str::to_string).collect();
        fields[hit] = "321".into();
        rows[1] = fields.join(",");
        let corrected = build_team("OWN", "C", "N", &rows.join("\n"), &goalies, &[]).expect("ok");
        assert_eq!(corrected.fills, []);
        let first = corrected.team.skaters().next().expect("a skater").1;
        assert_eq!(first.hits, 321);
    }

    /// The 2017-18 Lightning as a stat site gives their lines (see the fixtures' README).
    #[test]
    fn the_stat_site_lightning_get_every_missing_column_filled() {
        let skaters = include_str!("../../tests/fixtures/real-2017-18/TBL-skaters.csv");
        let goalies = include_str!("../../tests/fixtures/real-2017-18/TBL-goalies.csv");
        let built = build_team("TBL", "Tampa Bay", "Lightning", skaters, goalies, &[])
            .expect("a stat site's table needs no TOI");
        assert_eq!(
            built.fills_text(),
            [
                "TOI estimated from points a game for all 28 skaters",
                "FOW, FOL, HIT, BLK, PPA, SHA filled from the league's averages for all 28 skaters"
            ]
        );
        let line = |id: &str| {
            *built
                .team
                .skaters()
                .find(|(p, _)| p.name == id)
                .expect("on the team")
                .1
        };
        // Hedman (D, 77 GP, 63 points) plays a top pair's minutes and blocks a defenceman's
        // share; Stamkos (C) takes face-offs; a 5-game call-up plays a fourth line's.
        let hedman = line("hedmavi01");
        assert!(hedman.toi_seconds > 20 * 60, "{hedman:?}");
        assert!(hedman.blocked_shots > 80 && hedman.hits > 40, "{hedman:?}");
        assert!(hedman.power_play_assists > 5, "{hedman:?}");
        let stamkos = line("stamkst01");
        assert!(
            stamkos.faceoffs_won + stamkos.faceoffs_lost > 600,
            "{stamkos:?}"
        );
        assert!(stamkos.toi_seconds > 17 * 60, "{stamkos:?}");
        // 82 games of a team's minutes, though points alone would give the best team more.
        let seconds: u32 = built
            .team
            .skaters()
            .map(|(_, l)| l.games * l.toi_seconds)
            .sum();
        let per_game = f64::from(seconds) / 60.0 / 82.0;
        let league = Averages::builtin().team_minutes;
        assert!(
            (per_game / league - 1.0).abs() < 0.01,
            "{per_game} {league}"
        );
        let bournival = line("bournmi01");
        assert!(bournival.toi_seconds < 13 * 60, "{bournival:?}");
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
