//! A season's standings and players' lines as CSV files a spreadsheet opens (the csv crate does
//! the quoting, so a name with a comma or a quote stays one field).

use super::{SeasonTotals, Standing};

/// Rows under a header, each field written as it is.
fn to_csv(header: &[&str], rows: impl Iterator<Item = Vec<String>>) -> String {
    let mut writer = csv::Writer::from_writer(Vec::new());
    let write = |writer: &mut csv::Writer<Vec<u8>>, row: &[String]| {
        writer.write_record(row).expect("a Vec takes every row");
    };
    write(
        &mut writer,
        &header.iter().map(|h| h.to_string()).collect::<Vec<_>>(),
    );
    for row in rows {
        write(&mut writer, &row);
    }
    let bytes = writer.into_inner().expect("a Vec flushes");
    String::from_utf8(bytes).expect("CSV of strings is UTF-8")
}

/// A download's file name that says whose it is (SE-8): the sim, the league, its season and
/// the day it was taken, then what it holds, as in
/// "crease-winter-league-season-2-2026-11-29-standings.csv". The league's name keeps only
/// letters and digits (a file name that works on every system), and an empty one says "league".
pub fn download_name(sim: &str, league: &str, season: u16, date: &str, what: &str) -> String {
    let mut words = String::new();
    for c in league.chars() {
        if c.is_alphanumeric() {
            words.extend(c.to_lowercase());
        } else if !words.is_empty() && !words.ends_with('-') {
            words.push('-');
        }
    }
    let words: String = words.trim_end_matches('-').chars().take(40).collect();
    let words = words.trim_end_matches('-');
    let league = if words.is_empty() { "league" } else { words };
    format!("{sim}-{league}-season-{season}-{date}-{what}")
}

/// The standings, best first; `names` are the season's teams.
pub fn standings_csv(table: &[Standing], names: &[String]) -> String {
    let header = [
        "Rank", "Team", "GP", "W", "L", "OTL", "T", "PTS", "GF", "GA", "Streak", "Last 10",
    ];
    let rows = table.iter().enumerate().map(|(rank, s)| {
        let mut row = vec![(rank + 1).to_string(), names[usize::from(s.team)].clone()];
        let numbers = [s.games, s.wins, s.losses, s.ot_losses, s.ties, s.points];
        row.extend(numbers.iter().map(u16::to_string));
        row.extend([s.goals_for.to_string(), s.goals_against.to_string()]);
        row.extend([s.streak.to_string(), s.last_ten_text()]);
        row
    });
    to_csv(&header, rows)
}

/// Every skater's and goalie's season line, as two files (skaters, goalies).
pub fn players_csv(totals: &SeasonTotals, names: &[String]) -> (String, String) {
    let skaters = totals.skaters.iter().map(|s| {
        let mut row = vec![
            names[usize::from(s.team)].clone(),
            s.name.clone(),
            s.position.clone(),
        ];
        let numbers = [
            s.games,
            s.goals,
            s.assists,
            s.points(),
            s.shots,
            s.penalty_minutes,
        ];
        row.extend(numbers.iter().map(u16::to_string));
        row
    });
    let skater_header = ["Team", "Player", "Pos", "GP", "G", "A", "PTS", "SOG", "PIM"];
    let goalies = totals.goalies.iter().map(|g| {
        let mut row = vec![names[usize::from(g.team)].clone(), g.name.clone()];
        let numbers = [
            g.games,
            g.wins,
            g.losses,
            g.other_decisions,
            g.shots_against,
            g.saves,
        ];
        row.extend(numbers.iter().map(u16::to_string));
        row.push(g.goals_against.to_string());
        row.push(format!("{:.2}", g.goals_against_average()));
        row.push(format!("{:.3}", g.save_pct()));
        row.push(g.shutouts.to_string());
        row
    });
    let goalie_header = [
        "Team", "Player", "GP", "W", "L", "OT/T", "SA", "SV", "GA", "GA/GP", "SV%", "SO",
    ];
    (
        to_csv(&skater_header, skaters),
        to_csv(&goalie_header, goalies),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::season::{GoalieSeason, SkaterSeason, Streak};

    #[test]
    fn files_have_a_header_a_row_each_and_quote_what_needs_it() {
        let names = vec!["BOS".to_string(), "Ottawa, ON".to_string()];
        let table = vec![Standing {
            team: 1,
            games: 2,
            wins: 1,
            ot_losses: 1,
            points: 3,
            goals_for: 5,
            goals_against: 4,
            streak: Streak {
                kind: 'O',
                games: 1,
            },
            last_ten: [1, 0, 1, 0],
            ..Standing::default()
        }];
        let text = standings_csv(&table, &names);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "Rank,Team,GP,W,L,OTL,T,PTS,GF,GA,Streak,Last 10");
        assert_eq!(lines[1], "1,\"Ottawa, ON\",2,1,0,1,0,3,5,4,O1,1-0-1");
        let totals = SeasonTotals {
            skaters: vec![SkaterSeason {
                team: 0,
                name: "Joe \"Jet\" Doe".into(),
                position: "C".into(),
                games: 2,
                goals: 1,
                assists: 2,
                shots: 7,
                penalty_minutes: 4,
            }],
            goalies: vec![GoalieSeason {
                team: 0,
                name: "Al".into(),
                games: 2,
                wins: 2,
                shots_against: 50,
                saves: 47,
                goals_against: 3,
                games_in_net_milli: 2000,
                ..GoalieSeason::default()
            }],
        };
        let (skaters, goalies) = players_csv(&totals, &names);
        assert_eq!(
            skaters.lines().nth(1),
            Some("BOS,\"Joe \"\"Jet\"\" Doe\",C,2,1,2,3,7,4")
        );
        assert_eq!(
            goalies.lines().nth(1),
            Some("BOS,Al,2,2,0,0,50,47,3,1.50,0.940,0")
        );
    }

    #[test]
    fn a_download_is_named_for_its_sim_league_season_and_day() {
        assert_eq!(
            download_name("crease", "Winter League", 2, "2026-11-29", "standings.csv"),
            "crease-winter-league-season-2-2026-11-29-standings.csv"
        );
        assert_eq!(
            download_name(
                "open-ice",
                "  Bob's \"best\" / league!! ",
                1,
                "2026-01-02",
                "season.json"
            ),
            "open-ice-bob-s-best-league-season-1-2026-01-02-season.json"
        );
        assert_eq!(
            download_name("crease", "../..", 3, "2026-11-29", "skaters.csv"),
            "crease-league-season-3-2026-11-29-skaters.csv"
        );
        assert_eq!(
            download_name("crease", "Ligue d'été", 1, "d", "x"),
            "crease-ligue-d-été-season-1-d-x"
        );
    }
}
