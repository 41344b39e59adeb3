//! The league's CSV files and the ones people paste: reading, with an error for every bad row
//! naming its line and column, and writing.
//!
//! Reading goes through the `csv` crate, so fields may be quoted (`"Ovechkin, Alex"`), the text
//! may start with a byte-order mark and end its lines with CRLF, and the separator is a comma, a
//! semicolon or a tab: whichever the header line uses most. Column names are matched ignoring
//! case (and `_` against a space), columns may come in any order, and columns the reader does
//! not know are ignored. Blank rows and rows that repeat the header (stat sites repeat it down
//! long tables) are skipped. A blank or dash (`-`, `--`) cell is a missing value.
//!
//! **Skaters.** Required: a name (NAME or PLAYER, or FIRST and LAST), POS (LW/L, C, RW/R, D),
//! GP, G, A, SOG (or S, SHOTS) and, in the league files, TOI (the average a game as 18:30, as
//! minutes 18.5, as whole minutes up to 65, or as seconds above that, which is how the league
//! files write it; TOI/GP and ATOI are read first when a file also has a season-total TOI).
//! Worked out when missing: G or A from PTS, PPA from PPP - PPG, SHA from SHP - SHG, ID from
//! the name. Counted as 0 when missing: +/- (PLUS_MINUS), and in the league files PIM, PPG, PPA,
//! SHG, SHA, GWG, FOW, FOL, HIT, BLK.
//!
//! **Filled in a pasted team** (the team builder, `own.rs`; how, in `fill.rs`): a blank cell or
//! a missing column of these is filled from the built-in league's averages for the player's
//! position (centre, wing, defence), and the builder lists what it filled for whom:
//! - TOI (optional there): estimated from points a game, the team's skaters then scaled
//!   together to the minutes a team plays;
//! - PIM, FOW, FOL, HIT, BLK: the position's rate per minute on ice x games x TOI;
//! - PPG, SHG, GWG: the position's share of goals x G; PPA, SHA: its share of assists x A.
//!
//! A cell given is never filled over.
//!
//! **Goalies.** Required: a name, GP, and minutes and shots, each given or worked out. MIN (or
//! TOI, whole minutes or a total as mm:ss) may come from GA and GAA; GA from SA - SV, from GAA
//! and MIN or from SA and SV%; SA from SV + GA or from SV% with GA or SV; SV from SA - GA or
//! from SA and SV%. GS, when missing, is MIN / 60 (at most GP). Counted as 0 when missing: W,
//! L, OTL (or OT), SO. ID comes from the name when missing.
//!
//! Both: TEAM is required unless the caller gives a default team (the team builder does). A row
//! is refused, with every problem named, when a value is not a number, out of a sane range, or
//! impossible beside the others (stats with GP 0, more goals than shots, saves that do not
//! match, a SV% or GAA the counts contradict).

use super::{GoalieLine, LeagueTeam, Player, Position, SkaterLine, StatLine, TeamRecord};
use std::collections::HashMap;
use thiserror::Error;

pub const SKATER_COLUMNS: [&str; 20] = [
    "ID",
    "NAME",
    "TEAM",
    "POS",
    "GP",
    "G",
    "A",
    "SOG",
    "PIM",
    "PLUS_MINUS",
    "PPG",
    "PPA",
    "SHG",
    "SHA",
    "GWG",
    "FOW",
    "FOL",
    "HIT",
    "BLK",
    "TOI",
];

pub const GOALIE_COLUMNS: [&str; 13] = [
    "ID", "NAME", "TEAM", "GP", "GS", "MIN", "W", "L", "OTL", "SA", "SV", "GA", "SO",
];

pub const TEAM_COLUMNS: [&str; 16] = [
    "TEAM", "CITY", "NAME", "GP", "W", "L", "OTL", "GF", "GA", "SF", "SA", "PIM", "PPG", "PPO",
    "PPGA", "TSH",
];

/// Longest average ice time a skater line may claim: a full game with a full overtime.
const MAX_TOI_SECONDS: u64 = 65 * 60;
/// Most games a line may count: more than any career.
const MAX_GAMES: u64 = 2_000;
/// Most any other count may be: more than any career total (the most minutes in net is under
/// 80,000), and small enough that sums of a roster fit in a `u32`.
const MAX_COUNT: u64 = 200_000;
/// Longest id, name, team or city, in characters.
const MAX_TEXT: usize = 60;

/// One problem in a CSV file. Line numbers count from 1 and include the header and blank lines,
/// as a text editor shows them; a row with a quoted line break is named by its first line.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CsvError {
    #[error("line 1: the file is empty; expected a header row")]
    Empty,
    #[error("line {line}: missing column {column}{hint}")]
    MissingColumn {
        line: usize,
        column: &'static str,
        /// Other names the column goes by, or what it can be worked out from, as " (...)".
        hint: &'static str,
    },
    #[error("line {line}: column {column} appears more than once")]
    DuplicateColumn { line: usize, column: String },
    #[error("line {line}: expected {expected} fields as in the header, found {found}")]
    FieldCount {
        line: usize,
        expected: usize,
        found: usize,
    },
    /// `column` is the header's own spelling, or ours when the file lacks the column.
    #[error("line {line}, column {column}: {problem}")]
    Field {
        line: usize,
        column: String,
        problem: FieldProblem,
    },
    #[error("line {line}: {reason}")]
    Unreadable { line: usize, reason: String },
}

impl CsvError {
    /// The 1-based line the problem is on.
    pub fn line(&self) -> usize {
        match self {
            CsvError::Empty => 1,
            CsvError::MissingColumn { line, .. }
            | CsvError::DuplicateColumn { line, .. }
            | CsvError::FieldCount { line, .. }
            | CsvError::Field { line, .. }
            | CsvError::Unreadable { line, .. } => *line,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FieldProblem {
    #[error("expected a whole number, found {0:?}")]
    NotWholeNumber(String),
    #[error("expected a number, found {0:?}")]
    NotNumber(String),
    #[error("expected minutes a game as 18:30 or 18.5, found {0:?}")]
    NotTime(String),
    #[error("expected a save percentage as .915 or 91.5, found {0:?}")]
    NotSavePct(String),
    #[error("must not be empty")]
    Empty,
    #[error("is missing and cannot be worked out from the row's other columns")]
    NotGiven,
    #[error("is longer than {0} characters")]
    TooLong(usize),
    #[error("expected one of LW, C, RW, D, G, found {0:?}")]
    UnknownPosition(String),
    #[error("G is a goalie; goalies go in a goalies file")]
    GoalieInSkaterFile,
    #[error("{what} ({value}) is more than {limit_name} ({limit})")]
    MoreThan {
        what: &'static str,
        value: u64,
        limit_name: &'static str,
        limit: u64,
    },
    #[error("expected SA - GA = {expected}, found {found}")]
    SavesMismatch { expected: u64, found: u64 },
    #[error("expected {formula} = {expected}, found {found}")]
    Mismatch {
        formula: &'static str,
        expected: u64,
        found: u64,
    },
    #[error("is {given} but the row's counts give {counts}")]
    RateMismatch { given: String, counts: String },
    #[error("is 0 but the line has other stats")]
    StatsWithoutGames,
    #[error("{0:?} is already used on line {1}")]
    DuplicateId(String, usize),
}

/// Players read from a CSV file: every good row, and an error for each problem in the bad ones.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ParsedPlayers {
    pub players: Vec<Player>,
    pub errors: Vec<CsvError>,
    /// For each of `players`, the columns of [`super::fill::FILLABLE`] its row left blank or
    /// the file lacks (read as 0, or TOI as 0 when the options let it be missing), for
    /// [`super::fill::fill_skaters`].
    pub blanks: Vec<Vec<&'static str>>,
}

impl ParsedPlayers {
    pub fn is_clean(&self) -> bool {
        self.errors.is_empty()
    }
}

/// Teams (with empty rosters) read from a teams file, and the problems found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ParsedTeams {
    pub teams: Vec<LeagueTeam>,
    pub errors: Vec<CsvError>,
}

/// How to read a players file.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PlayerFileOptions<'a> {
    /// The team of rows that give none (no TEAM column, or a blank cell). Without it TEAM is
    /// required, as in the league files.
    pub default_team: Option<&'a str>,
    /// TOI may be missing (blank or no column), as in the team builder, which estimates it;
    /// without this TOI is required, as in the league files.
    pub toi_optional: bool,
}

/// A column we read: our name (the one written, and named in errors) and every name it is read
/// under, in order of preference (just our name when `accepted` is empty).
struct Spec {
    name: &'static str,
    accepted: &'static [&'static str],
}

const fn spec(name: &'static str, accepted: &'static [&'static str]) -> Spec {
    Spec { name, accepted }
}

/// The columns every players file may have.
const PERSON_SPECS: [Spec; 5] = [
    spec("ID", &["ID", "PLAYER ID", "PLAYERID"]),
    spec(
        "NAME",
        &["NAME", "PLAYER", "PLAYER NAME", "SKATER", "GOALIE"],
    ),
    spec("FIRST", &["FIRST", "FIRST NAME", "FIRSTNAME"]),
    spec("LAST", &["LAST", "LAST NAME", "LASTNAME", "SURNAME"]),
    spec("TEAM", &["TEAM", "TM"]),
];

const SKATER_SPECS: [Spec; 20] = [
    spec("POS", &["POS", "POSITION"]),
    spec("GP", &["GP", "GAMES", "GAMES PLAYED"]),
    spec("G", &["G", "GOALS"]),
    spec("A", &["A", "ASSISTS"]),
    spec("PTS", &["PTS", "P", "POINTS", "TP"]),
    spec("SOG", &["SOG", "S", "SHOTS"]),
    spec("PIM", &["PIM"]),
    spec("PLUS_MINUS", &["PLUS_MINUS", "+/-", "+-", "PLUSMINUS"]),
    spec("PPG", &["PPG"]),
    spec("PPA", &["PPA"]),
    spec("PPP", &["PPP"]),
    spec("SHG", &["SHG"]),
    spec("SHA", &["SHA"]),
    spec("SHP", &["SHP"]),
    spec("GWG", &["GWG", "GW"]),
    spec("FOW", &["FOW"]),
    spec("FOL", &["FOL"]),
    spec("HIT", &["HIT", "HITS"]),
    spec("BLK", &["BLK", "BLOCKS", "BLOCKED SHOTS", "BKS"]),
    // A stat site's TOI may be the season's total beside an average column.
    spec("TOI", &["TOI/GP", "ATOI", "AVG TOI", "TOI"]),
];

const GOALIE_SPECS: [Spec; 12] = [
    spec("GP", &["GP", "GPI", "GAMES"]),
    spec("GS", &["GS", "STARTS"]),
    spec("MIN", &["MIN", "MINS", "MINUTES", "TOI"]),
    spec("W", &["W", "WINS"]),
    spec("L", &["L", "LOSSES"]),
    spec("OTL", &["OTL", "OT", "T/O"]),
    spec("SA", &["SA", "SHOTS AGAINST"]),
    spec("SV", &["SV", "SAVES"]),
    spec("GA", &["GA", "GOALS AGAINST"]),
    spec("SO", &["SO", "SHO", "SHUTOUTS"]),
    spec("SV%", &["SV%", "SVPCT", "SV PCT", "SAVE%", "SAVE PCT"]),
    spec("GAA", &["GAA"]),
];

/// Header names only a goalies file has.
const GOALIE_ONLY: [&str; 8] = ["GS", "SV", "SV%", "SAVE%", "SVPCT", "GAA", "SA", "SHO"];

/// Reads a skaters or a goalies file, telling them apart by the header: a goalies file has a
/// column only goalies have (GS, SA, SV, SV%, GAA).
pub fn parse_players(text: &str) -> ParsedPlayers {
    let header = text
        .trim_start_matches('\u{feff}')
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("");
    let delimiter = char::from(detect_delimiter(header));
    let is_goalies = header
        .split(delimiter)
        .any(|name| GOALIE_ONLY.contains(&key(name.trim_matches(|c: char| c == '"')).as_str()));
    if is_goalies {
        parse_goalies(text)
    } else {
        parse_skaters(text)
    }
}

/// Reads skaters (see the module's notes for the columns); TEAM is required.
pub fn parse_skaters(text: &str) -> ParsedPlayers {
    parse_skaters_with(text, PlayerFileOptions::default())
}

/// Reads goalies (see the module's notes for the columns); TEAM is required.
pub fn parse_goalies(text: &str) -> ParsedPlayers {
    parse_goalies_with(text, PlayerFileOptions::default())
}

/// Reads skaters as [`parse_skaters`] does, with `options`.
pub fn parse_skaters_with(text: &str, options: PlayerFileOptions<'_>) -> ParsedPlayers {
    read_players(
        text,
        &SKATER_SPECS,
        options,
        |layout, missing| {
            for (column, hint) in [("POS", " (or POSITION)"), ("GP", " (or GAMES)")] {
                if !layout.has(column) {
                    missing(column, hint);
                }
            }
            let from_points = |other| layout.has("PTS") && layout.has(other);
            if !(layout.has("G") || from_points("A")) {
                missing("G", " (or GOALS, or PTS with A)");
            }
            if !(layout.has("A") || from_points("G")) {
                missing("A", " (or ASSISTS, or PTS with G)");
            }
            if !layout.has("SOG") {
                missing("SOG", " (or S, SHOTS)");
            }
            if !(layout.has("TOI") || options.toi_optional) {
                missing("TOI", " (or TOI/GP, ATOI: minutes a game as 18:30 or 18.5)");
            }
        },
        |row| read_skater(row, options.toi_optional),
    )
}

/// Reads goalies as [`parse_goalies`] does, with `options`.
pub fn parse_goalies_with(text: &str, options: PlayerFileOptions<'_>) -> ParsedPlayers {
    read_players(
        text,
        &GOALIE_SPECS,
        options,
        |layout, missing| {
            if !layout.has("GP") {
                missing("GP", " (or GPI, GAMES)");
            }
            // Which of the worked-out columns the header's columns can give.
            let given = |name| layout.has(name).then_some(1.0);
            let shots = Shots {
                minutes: given("MIN"),
                shots_against: given("SA"),
                saves: given("SV"),
                goals_against: given("GA"),
                save_pct: given("SV%").map(|_| 0.9),
                gaa: given("GAA").map(|_| 3.0),
            }
            .worked_out();
            let hints = [
                (shots.minutes, "MIN", " (or TOI, or GA with GAA)"),
                (
                    shots.shots_against,
                    "SA",
                    " (or SV with GA, or SV% with GA or SV)",
                ),
                (shots.saves, "SV", " (or SA with GA, or SA with SV%)"),
                (
                    shots.goals_against,
                    "GA",
                    " (or SA with SV, or GAA with MIN)",
                ),
            ];
            for (value, column, hint) in hints {
                if value.is_none() {
                    missing(column, hint);
                }
            }
        },
        |row| read_goalie(row).map(|line| (Position::Goalie, StatLine::Goalie(line))),
    )
}

/// Reads a teams file in the columns of [`TEAM_COLUMNS`], all required.
pub fn parse_teams(text: &str) -> ParsedTeams {
    let mut parsed = ParsedTeams::default();
    let Some(table) = Table::read(text, &mut parsed.errors) else {
        return parsed;
    };
    let specs: Vec<Spec> = TEAM_COLUMNS.iter().map(|&name| spec(name, &[])).collect();
    let Some(layout) = Layout::of(&table, &specs, &mut parsed.errors, |layout, missing| {
        for column in TEAM_COLUMNS {
            if !layout.has(column) {
                missing(column, "");
            }
        }
    }) else {
        return parsed;
    };
    let mut first_line_of = HashMap::new();
    for row in table.rows(&layout) {
        let mut row = match row {
            Ok(row) => row,
            Err(error) => {
                parsed.errors.push(error);
                continue;
            }
        };
        let abbreviation = row.required_text("TEAM");
        let city = row.required_text("CITY");
        let name = row.required_text("NAME");
        let mut count = |column| {
            let cap = if column == "GP" { MAX_GAMES } else { MAX_COUNT };
            row.required_count(column, cap).unwrap_or(0)
        };
        let record = TeamRecord {
            games: count("GP"),
            wins: count("W"),
            losses: count("L"),
            overtime_losses: count("OTL"),
            goals_for: count("GF"),
            goals_against: count("GA"),
            shots_for: count("SF"),
            shots_against: count("SA"),
            penalty_minutes: count("PIM"),
            power_play_goals: count("PPG"),
            power_play_chances: count("PPO"),
            power_play_goals_against: count("PPGA"),
            times_short_handed: count("TSH"),
        };
        if row.is_clean() {
            let decisions = sum(&[record.wins, record.losses, record.overtime_losses]);
            row.at_most("W", "W + L + OTL", decisions, "GP", record.games.into());
        }
        let (Some(abbreviation), Some(city), Some(name)) = (abbreviation, city, name) else {
            parsed.errors.append(&mut row.errors);
            continue;
        };
        if row.is_clean() {
            row.unique("TEAM", &abbreviation, &mut first_line_of);
        }
        if row.is_clean() {
            parsed.teams.push(LeagueTeam {
                abbreviation,
                city,
                name,
                record,
                roster: Vec::new(),
            });
        } else {
            parsed.errors.append(&mut row.errors);
        }
    }
    parsed
}

/// Reads every row of a players file: the name, id and team, then the line with `read_line`,
/// which records its problems in the row and returns `None` when it cannot make a line.
/// `check_header` names the required columns the header lacks.
fn read_players(
    text: &str,
    specs: &'static [Spec],
    options: PlayerFileOptions<'_>,
    check_header: impl FnOnce(&Layout, &mut dyn FnMut(&'static str, &'static str)),
    mut read_line: impl FnMut(&mut Row) -> Option<(Position, StatLine)>,
) -> ParsedPlayers {
    let mut parsed = ParsedPlayers::default();
    let Some(table) = Table::read(text, &mut parsed.errors) else {
        return parsed;
    };
    let Some(layout) = Layout::of_players(&table, specs, options, &mut parsed.errors, check_header)
    else {
        return parsed;
    };
    let mut first_line_of = HashMap::new();
    for row in table.rows(&layout) {
        let mut row = match row {
            Ok(row) => row,
            Err(error) => {
                parsed.errors.push(error);
                continue;
            }
        };
        let name = row.name();
        let team = match (row.cell("TEAM"), options.default_team) {
            (Some(_), _) => row.text("TEAM"),
            (None, Some(team)) => Some(team.to_owned()),
            (None, None) => {
                row.problem("TEAM", FieldProblem::Empty);
                None
            }
        };
        let (id, id_column) = match row.cell("ID") {
            Some(_) => (row.text("ID"), "ID"),
            None => (name.as_deref().map(id_from_name), "NAME"),
        };
        let line = read_line(&mut row);
        let (Some(name), Some(team), Some(id), Some((position, line))) = (name, team, id, line)
        else {
            parsed.errors.append(&mut row.errors);
            continue;
        };
        if row.is_clean() {
            row.unique(id_column, &id, &mut first_line_of);
        }
        if row.is_clean() {
            parsed.players.push(Player {
                id,
                name,
                position,
                team,
                line,
            });
            parsed.blanks.push(row.blanks);
        } else {
            parsed.errors.append(&mut row.errors);
        }
    }
    parsed
}

/// An id for a row without one: the name's letters and digits in capitals, words joined by
/// `-` ("Ovechkin, Alex" is `OVECHKIN-ALEX`).
fn id_from_name(name: &str) -> String {
    let words: Vec<String> = name
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_uppercase)
        .collect();
    if words.is_empty() {
        name.to_owned()
    } else {
        words.join("-")
    }
}

fn read_skater(row: &mut Row, toi_optional: bool) -> Option<(Position, StatLine)> {
    let position = row.position();
    let games = row.required_count("GP", MAX_GAMES);
    let count = |row: &mut Row, column| row.count(column, MAX_COUNT);
    let mut goals = count(row, "G");
    let mut assists = count(row, "A");
    let points = count(row, "PTS");
    let shots = count(row, "SOG");
    let toi = row.toi();
    let mut ppa = count(row, "PPA");
    let mut sha = count(row, "SHA");
    let ppg = count(row, "PPG");
    let shg = count(row, "SHG");
    let ppp = count(row, "PPP");
    let shp = count(row, "SHP");
    // Worked out only from good cells: a bad one is already reported.
    if let (Some(points), true) = (points, row.is_clean()) {
        match (goals, assists) {
            (Some(g), Some(a)) => row.mismatch("PTS", "G + A", g + a, points),
            (Some(g), None) => assists = row.difference("A", points, "PTS", g, "G"),
            (None, Some(a)) => goals = row.difference("G", points, "PTS", a, "A"),
            (None, None) => {}
        }
    }
    // Power-play and short-handed points, as some sites give them, split when goals are given.
    for (total, total_name, goals, goals_name, assists, assists_name, formula) in [
        (ppp, "PPP", ppg, "PPG", &mut ppa, "PPA", "PPG + PPA"),
        (shp, "SHP", shg, "SHG", &mut sha, "SHA", "SHG + SHA"),
    ] {
        let (Some(total), Some(goals), true) = (total, goals, row.is_clean()) else {
            continue;
        };
        match *assists {
            Some(a) => row.mismatch(total_name, formula, goals + a, total),
            None => *assists = row.difference(assists_name, total, total_name, goals, goals_name),
        }
    }
    let goals = row.given("G", goals);
    let assists = row.given("A", assists);
    let shots = row.given("SOG", shots);
    let toi = match toi {
        None if toi_optional && row.cell("TOI").is_none() => {
            row.blanks.push("TOI");
            Some(0)
        }
        toi => row.given("TOI", toi),
    };
    let plus_minus = row.signed("PLUS_MINUS").unwrap_or(0);
    let mut zero = |column| {
        let value = count(row, column);
        if value.is_none() && row.cell(column).is_none() {
            row.blanks.push(column);
        }
        value.unwrap_or(0)
    };
    let rest = [
        zero("PIM"),
        zero("GWG"),
        zero("FOW"),
        zero("FOL"),
        zero("HIT"),
        zero("BLK"),
    ];
    // Not given and not worked out: blank for the fill.
    let [ppg, ppa, shg, sha] =
        [("PPG", ppg), ("PPA", ppa), ("SHG", shg), ("SHA", sha)].map(|(column, value)| {
            if value.is_none() {
                row.blanks.push(column);
            }
            value.unwrap_or(0)
        });
    let [pim, gwg, fow, fol, hit, blk] = rest;
    let line = SkaterLine {
        games: games?,
        goals: goals?,
        assists: assists?,
        shots: shots?,
        penalty_minutes: pim,
        plus_minus,
        power_play_goals: ppg,
        power_play_assists: ppa,
        short_handed_goals: shg,
        short_handed_assists: sha,
        game_winning_goals: gwg,
        faceoffs_won: fow,
        faceoffs_lost: fol,
        hits: hit,
        blocked_shots: blk,
        toi_seconds: toi?,
    };
    let position = position?;
    if row.is_clean() {
        check_skater(row, &line);
    }
    Some((position, StatLine::Skater(line)))
}

/// A goalie's minutes and shots as given, or worked out from each other.
#[derive(Debug, Clone, Copy, Default)]
struct Shots {
    minutes: Option<f64>,
    shots_against: Option<f64>,
    saves: Option<f64>,
    goals_against: Option<f64>,
    /// Saves per shot, 0 to 1.
    save_pct: Option<f64>,
    gaa: Option<f64>,
}

impl Shots {
    /// Fills what the given values give, counts first, rates last; every count comes out whole
    /// (or `None`), never negative.
    fn worked_out(mut self) -> Shots {
        let whole = |x: f64| (x.is_finite() && x >= 0.0).then(|| x.round());
        let difference = |a: Option<f64>, b: Option<f64>| whole(a? - b?);
        // Each rule fills one value from others; a later pass may use an earlier's result.
        for _ in 0..4 {
            let s = self;
            self.minutes = s
                .minutes
                .or_else(|| whole(s.goals_against? * 60.0 / s.gaa.filter(|&g| g > 0.0)?));
            self.goals_against = s
                .goals_against
                .or_else(|| difference(s.shots_against, s.saves))
                .or_else(|| whole(s.gaa? * s.minutes? / 60.0))
                .or_else(|| difference(s.shots_against, whole(s.shots_against? * s.save_pct?)));
            self.shots_against = s
                .shots_against
                .or_else(|| Some(s.saves? + s.goals_against?))
                .or_else(|| whole(s.goals_against? / (1.0 - s.save_pct.filter(|&p| p < 1.0)?)))
                .or_else(|| whole(s.saves? / s.save_pct.filter(|&p| p > 0.0)?));
            self.saves = s
                .saves
                .or_else(|| difference(s.shots_against, s.goals_against))
                .or_else(|| whole(s.shots_against? * s.save_pct?));
        }
        self
    }
}

fn read_goalie(row: &mut Row) -> Option<GoalieLine> {
    let games = row.required_count("GP", MAX_GAMES);
    let count = |row: &mut Row, column| row.count(column, MAX_COUNT);
    let minutes = row.minutes();
    let starts = row.count("GS", MAX_GAMES);
    let shots_against = count(row, "SA");
    let saves = count(row, "SV");
    let goals_against = count(row, "GA");
    let save_pct = row.save_pct();
    let gaa = row.decimal("GAA");
    let [wins, losses, overtime_losses, shutouts] =
        ["W", "L", "OTL", "SO"].map(|column| count(row, column).unwrap_or(0));
    let real = |value: Option<u32>| value.map(f64::from);
    let shots = Shots {
        minutes: real(minutes),
        shots_against: real(shots_against),
        saves: real(saves),
        goals_against: real(goals_against),
        save_pct,
        gaa,
    }
    .worked_out();
    if let (Some(sa), Some(sv)) = (shots_against, saves) {
        row.at_most("SV", "SV", sv.into(), "SA", sa.into());
    }
    let mut values = [
        ("MIN", shots.minutes),
        ("SA", shots.shots_against),
        ("SV", shots.saves),
        ("GA", shots.goals_against),
    ]
    .map(|(column, value)| {
        // Worked-out counts are whole and at least 0; a huge one is refused by the cap.
        let value = value.map(|v| v.min(f64::from(u32::MAX)) as u32);
        if let Some(value) = value {
            row.at_most(column, column, value.into(), "the limit", MAX_COUNT);
        }
        (column, value)
    });
    // A blank cell first: it is why a column worked out from it is missing.
    values.sort_by_key(|&(column, _)| !row.layout.has(column));
    for (column, value) in values {
        row.given(column, value);
    }
    let value = |column| values.iter().find(|(c, _)| *c == column).and_then(|v| v.1);
    let (minutes, shots_against) = (value("MIN"), value("SA"));
    let (saves, goals_against) = (value("SV"), value("GA"));
    let games = games?;
    let minutes = minutes?;
    // A start is about 60 minutes.
    let starts = starts.unwrap_or_else(|| (minutes.saturating_add(30) / 60).min(games));
    let line = GoalieLine {
        games,
        starts,
        minutes,
        wins,
        losses,
        overtime_losses,
        shots_against: shots_against?,
        saves: saves?,
        goals_against: goals_against?,
        shutouts,
    };
    if row.is_clean() {
        check_goalie(row, &line, save_pct, gaa);
    }
    Some(line)
}

fn check_skater(row: &mut Row, line: &SkaterLine) {
    let s = line;
    if s.games == 0 {
        let others = sum(&[
            s.goals,
            s.assists,
            s.shots,
            s.penalty_minutes,
            s.toi_seconds,
        ]);
        if others > 0 || s.plus_minus != 0 {
            row.problem("GP", FieldProblem::StatsWithoutGames);
        }
    }
    row.at_most("G", "G", s.goals.into(), "SOG", s.shots.into());
    let special_goals = sum(&[s.power_play_goals, s.short_handed_goals]);
    row.at_most("PPG", "PPG + SHG", special_goals, "G", s.goals.into());
    row.at_most(
        "GWG",
        "GWG",
        s.game_winning_goals.into(),
        "G",
        s.goals.into(),
    );
    let special_assists = sum(&[s.power_play_assists, s.short_handed_assists]);
    row.at_most("PPA", "PPA + SHA", special_assists, "A", s.assists.into());
    let toi = u64::from(s.toi_seconds);
    row.at_most("TOI", "TOI", toi, "65 minutes", MAX_TOI_SECONDS);
}

fn check_goalie(row: &mut Row, line: &GoalieLine, save_pct: Option<f64>, gaa: Option<f64>) {
    let g = line;
    let games = u64::from(g.games);
    if games == 0 && sum(&[g.minutes, g.shots_against, g.goals_against, g.wins]) > 0 {
        row.problem("GP", FieldProblem::StatsWithoutGames);
    }
    row.at_most("GS", "GS", g.starts.into(), "GP", games);
    let decisions = sum(&[g.wins, g.losses, g.overtime_losses]);
    row.at_most("W", "W + L + OTL", decisions, "GP", games);
    row.at_most("MIN", "MIN", g.minutes.into(), "65 x GP", 65 * games);
    row.at_most(
        "GA",
        "GA",
        g.goals_against.into(),
        "SA",
        g.shots_against.into(),
    );
    if g.goals_against <= g.shots_against && g.saves != g.shots_against - g.goals_against {
        let expected = u64::from(g.shots_against - g.goals_against);
        let found = g.saves.into();
        row.problem("SV", FieldProblem::SavesMismatch { expected, found });
    }
    // A shutout needs the whole game, so a start.
    row.at_most("SO", "SO", g.shutouts.into(), "GS", g.starts.into());
    if !row.is_clean() {
        return;
    }
    // The rates as printed are rounded, and a count worked out from one is rounded again.
    if let (Some(given), Some(counts)) = (save_pct, g.save_pct()) {
        let slack = 0.0011 + 0.5 / f64::from(g.shots_against);
        if (given - counts).abs() > slack {
            row.problem(
                "SV%",
                FieldProblem::RateMismatch {
                    given: format!("{given:.3}"),
                    counts: format!("{counts:.3}"),
                },
            );
        }
    }
    if let (Some(given), Some(counts)) = (gaa, g.goals_against_average()) {
        let slack = 0.011 + 30.0 / f64::from(g.minutes);
        if (given - counts).abs() > slack {
            row.problem(
                "GAA",
                FieldProblem::RateMismatch {
                    given: format!("{given:.2}"),
                    counts: format!("{counts:.2}"),
                },
            );
        }
    }
}

fn sum(counts: &[u32]) -> u64 {
    counts.iter().copied().map(u64::from).sum()
}

/// A column name as matched: upper case, `_` read as a space, runs of spaces as one.
fn key(name: &str) -> String {
    name.trim()
        .to_uppercase()
        .replace('_', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The separator the header line uses most, outside quotes: comma, semicolon or tab (a comma
/// when it uses none, as a one-column file).
fn detect_delimiter(header: &str) -> u8 {
    let mut counts = [0usize; 3];
    let mut quoted = false;
    for c in header.chars() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => counts[0] += 1,
            ';' if !quoted => counts[1] += 1,
            '\t' if !quoted => counts[2] += 1,
            _ => {}
        }
    }
    let [comma, semicolon, tab] = counts;
    if tab > comma && tab >= semicolon {
        b'\t'
    } else if semicolon > comma {
        b';'
    } else {
        b','
    }
}

/// A file read into records: the header and the data rows, each with its first line.
struct Table {
    header_line: usize,
    /// The header's names as written, trimmed.
    names: Vec<String>,
    rows: Vec<(usize, Vec<String>)>,
}

impl Table {
    fn read(text: &str, errors: &mut Vec<CsvError>) -> Option<Table> {
        let header_line = text
            .trim_start_matches('\u{feff}')
            .lines()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("");
        let mut reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .delimiter(detect_delimiter(header_line))
            .from_reader(text.as_bytes());
        let mut header: Option<(usize, Vec<String>)> = None;
        let mut rows = Vec::new();
        for record in reader.records() {
            let record = match record {
                Ok(record) => record,
                Err(error) => {
                    let line = error.position().map_or(1, |p| first_line(text, p));
                    errors.push(CsvError::Unreadable {
                        line,
                        reason: error.to_string(),
                    });
                    continue;
                }
            };
            let line = record.position().map_or(1, |p| first_line(text, p));
            // `str::trim` also takes the no-break spaces a web page's table brings.
            let fields: Vec<String> = record.iter().map(|f| f.trim().to_owned()).collect();
            if fields.iter().all(String::is_empty) {
                continue;
            }
            match &header {
                None => header = Some((line, fields)),
                Some((_, names)) if same_names(names, &fields) => {}
                Some(_) => rows.push((line, fields)),
            }
        }
        let Some((header_line, mut names)) = header else {
            errors.push(CsvError::Empty);
            return None;
        };
        // Spreadsheets add empty cells past the last column.
        names.truncate(used_width(&names));
        Some(Table {
            header_line,
            names,
            rows,
        })
    }

    /// The data rows; a row with more or fewer fields than the header is an error (trailing
    /// empty fields, which spreadsheets add, do not count).
    fn rows<'t>(
        &'t self,
        layout: &'t Layout,
    ) -> impl Iterator<Item = Result<Row<'t>, CsvError>> + 't {
        let width = self.names.len();
        self.rows.iter().map(move |(line, fields)| {
            if fields.len() < width || used_width(fields) > width {
                return Err(CsvError::FieldCount {
                    line: *line,
                    expected: width,
                    found: fields.len(),
                });
            }
            Ok(Row {
                line: *line,
                fields,
                table: self,
                layout,
                errors: Vec::new(),
                blanks: Vec::new(),
            })
        })
    }
}

/// The line a record starts on. The crate's position is where its reading began, before the
/// empty lines it skips (and a CRLF's `\n`), so those are counted here.
fn first_line(text: &str, position: &csv::Position) -> usize {
    let start = usize::try_from(position.byte()).unwrap_or(usize::MAX);
    let skipped = text
        .as_bytes()
        .get(start..)
        .unwrap_or_default()
        .iter()
        .take_while(|&&b| b == b'\n' || b == b'\r')
        .filter(|&&b| b == b'\n')
        .count();
    usize::try_from(position.line())
        .unwrap_or(usize::MAX)
        .saturating_add(skipped)
}

/// Fields up to the last one not empty.
fn used_width(fields: &[String]) -> usize {
    fields
        .iter()
        .rposition(|f| !f.is_empty())
        .map_or(0, |i| i + 1)
}

fn same_names(header: &[String], fields: &[String]) -> bool {
    let (header, fields) = (&header[..used_width(header)], &fields[..used_width(fields)]);
    header.len() == fields.len()
        && header
            .iter()
            .zip(fields)
            .all(|(h, f)| h.eq_ignore_ascii_case(f))
}

/// Where each column we read is in a file.
struct Layout {
    /// Our name and the field index, for each column the file has.
    found: Vec<(&'static str, usize)>,
}

impl Layout {
    /// Finds `specs` in the header. A column given twice, or a required one missing (as
    /// `check_header` tells through its callback), stops the file.
    fn of(
        table: &Table,
        specs: &[Spec],
        errors: &mut Vec<CsvError>,
        check_header: impl FnOnce(&Layout, &mut dyn FnMut(&'static str, &'static str)),
    ) -> Option<Layout> {
        let keys: Vec<String> = table.names.iter().map(|n| key(n)).collect();
        let before = errors.len();
        let mut found = Vec::new();
        for spec in specs {
            let names = match spec.accepted {
                [] => std::slice::from_ref(&spec.name),
                accepted => accepted,
            };
            let Some(field) = names
                .iter()
                .find_map(|name| keys.iter().position(|k| *k == key(name)))
            else {
                continue;
            };
            if keys.iter().filter(|k| **k == keys[field]).count() > 1 {
                errors.push(CsvError::DuplicateColumn {
                    line: table.header_line,
                    column: table.names[field].clone(),
                });
            }
            found.push((spec.name, field));
        }
        let layout = Layout { found };
        check_header(&layout, &mut |column, hint| {
            errors.push(CsvError::MissingColumn {
                line: table.header_line,
                column,
                hint,
            });
        });
        (errors.len() == before).then_some(layout)
    }

    /// As [`Layout::of`] with the name, id and team columns of a players file before `specs`.
    fn of_players(
        table: &Table,
        specs: &'static [Spec],
        options: PlayerFileOptions<'_>,
        errors: &mut Vec<CsvError>,
        check_header: impl FnOnce(&Layout, &mut dyn FnMut(&'static str, &'static str)),
    ) -> Option<Layout> {
        let person = Layout::of(table, &PERSON_SPECS, errors, |layout, missing| {
            if !(layout.has("NAME") || layout.has("FIRST") || layout.has("LAST")) {
                missing("NAME", " (or PLAYER, or FIRST and LAST)");
            }
            if options.default_team.is_none() && !layout.has("TEAM") {
                missing("TEAM", " (or TM)");
            }
        });
        let stats = Layout::of(table, specs, errors, check_header);
        let (mut person, stats) = (person?, stats?);
        person.found.extend(stats.found);
        Some(person)
    }

    fn has(&self, column: &str) -> bool {
        self.field(column).is_some()
    }

    fn field(&self, column: &str) -> Option<usize> {
        self.found
            .iter()
            .find(|(name, _)| *name == column)
            .map(|&(_, field)| field)
    }
}

/// One data row. Reading a bad field records its error and gives `None`, so every problem in a
/// row is reported at once; a row with errors is then dropped.
struct Row<'t> {
    line: usize,
    fields: &'t [String],
    table: &'t Table,
    layout: &'t Layout,
    errors: Vec<CsvError>,
    /// Fillable columns read as missing (see [`ParsedPlayers::blanks`]).
    blanks: Vec<&'static str>,
}

impl Row<'_> {
    fn is_clean(&self) -> bool {
        self.errors.is_empty()
    }

    /// The column by our name, or as the header spells it when that is another name for it
    /// (S for SOG), so the person finds it.
    fn label(&self, column: &'static str) -> String {
        match self.layout.field(column) {
            Some(field) if key(&self.table.names[field]) != key(column) => {
                self.table.names[field].clone()
            }
            _ => column.to_owned(),
        }
    }

    fn problem(&mut self, column: &'static str, problem: FieldProblem) {
        self.errors.push(CsvError::Field {
            line: self.line,
            column: self.label(column),
            problem,
        });
    }

    /// The column's field, `None` when the file lacks the column or the field is blank or a
    /// dash, as stat sites print a missing value.
    fn cell(&self, column: &'static str) -> Option<&str> {
        let field = self.fields.get(self.layout.field(column)?)?.as_str();
        (!matches!(field, "" | "-" | "--" | "—" | "–")).then_some(field)
    }

    /// The field with its spaces and line breaks made single spaces.
    fn text(&mut self, column: &'static str) -> Option<String> {
        let text = self
            .cell(column)?
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        if text.chars().count() > MAX_TEXT {
            self.problem(column, FieldProblem::TooLong(MAX_TEXT));
            return None;
        }
        Some(text)
    }

    fn required_text(&mut self, column: &'static str) -> Option<String> {
        let text = self.text(column);
        if text.is_none() && self.cell(column).is_none() {
            self.problem(column, FieldProblem::Empty);
        }
        text
    }

    /// The player's name: NAME, or FIRST and LAST joined.
    fn name(&mut self) -> Option<String> {
        if self.layout.has("NAME") {
            return self.required_text("NAME");
        }
        let parts: Vec<&str> = ["FIRST", "LAST"]
            .into_iter()
            .filter_map(|column| self.cell(column))
            .flat_map(str::split_whitespace)
            .collect();
        let name = parts.join(" ");
        if name.is_empty() {
            self.problem("NAME", FieldProblem::Empty);
            None
        } else if name.chars().count() > MAX_TEXT {
            self.problem("NAME", FieldProblem::TooLong(MAX_TEXT));
            None
        } else {
            Some(name)
        }
    }

    /// `value`, or a problem when it is missing: the field is blank, or the file lacks the
    /// column and the others could not give it. Reports nothing more for a row already bad.
    fn given(&mut self, column: &'static str, value: Option<u32>) -> Option<u32> {
        if value.is_none() && self.is_clean() {
            let problem = if self.layout.has(column) {
                FieldProblem::Empty
            } else {
                FieldProblem::NotGiven
            };
            self.problem(column, problem);
        }
        value
    }

    /// A whole number up to `cap`, or `None` when missing or bad.
    fn count(&mut self, column: &'static str, cap: u64) -> Option<u32> {
        let text = self.cell(column)?;
        let Some(value) = whole_number(text) else {
            let problem = FieldProblem::NotWholeNumber(text.to_owned());
            self.problem(column, problem);
            return None;
        };
        self.capped(column, value, cap)
    }

    fn required_count(&mut self, column: &'static str, cap: u64) -> Option<u32> {
        let value = self.count(column, cap);
        if self.cell(column).is_none() {
            self.problem(column, FieldProblem::Empty);
        }
        value
    }

    fn capped(&mut self, column: &'static str, value: u64, cap: u64) -> Option<u32> {
        if value > cap {
            self.at_most(column, column, value, "the limit", cap);
            return None;
        }
        u32::try_from(value).ok()
    }

    /// A whole number that may be negative, as plus/minus is.
    fn signed(&mut self, column: &'static str) -> Option<i32> {
        let text = self.cell(column)?;
        let (negative, digits) = match text.strip_prefix(['-', '−']) {
            Some(digits) => (true, digits),
            None => (false, text.strip_prefix('+').unwrap_or(text)),
        };
        let Some(value) = whole_number(digits) else {
            let problem = FieldProblem::NotWholeNumber(text.to_owned());
            self.problem(column, problem);
            return None;
        };
        let value = i32::try_from(self.capped(column, value, MAX_COUNT)?).ok()?;
        Some(if negative { -value } else { value })
    }

    /// A number of at least 0 with a decimal point or comma, as GAA is printed.
    fn decimal(&mut self, column: &'static str) -> Option<f64> {
        let text = self.cell(column)?;
        let value = decimal_number(text);
        if value.is_none() {
            self.problem(column, FieldProblem::NotNumber(text.to_owned()));
        }
        value
    }

    fn save_pct(&mut self) -> Option<f64> {
        let text = self.cell("SV%")?;
        let number = decimal_number(text.trim_end_matches('%').trim_end());
        // 91.5 is a percentage; .915 a fraction.
        let pct = number.map(|p| if p > 1.0 { p / 100.0 } else { p });
        let pct = pct.filter(|&p| p <= 1.0);
        if pct.is_none() {
            self.problem("SV%", FieldProblem::NotSavePct(text.to_owned()));
        }
        pct
    }

    /// A skater's average time on ice a game, in seconds: 18:30, 18.5 and 18 are minutes; a
    /// whole number above 65 is seconds, as the league files write it.
    fn toi(&mut self) -> Option<u32> {
        let text = self.cell("TOI")?;
        let seconds = if let Some((minutes, seconds)) = text.split_once(':') {
            let seconds = whole_number(seconds).filter(|&s| s < 60 && seconds.len() == 2);
            whole_number(minutes)
                .zip(seconds)
                .map(|(m, s)| m.saturating_mul(60).saturating_add(s))
        } else if let Some(n) = whole_number(text) {
            Some(if n <= 65 { n * 60 } else { n })
        } else {
            decimal_number(text).map(|minutes| (minutes * 60.0).round() as u64)
        };
        let Some(seconds) = seconds else {
            self.problem("TOI", FieldProblem::NotTime(text.to_owned()));
            return None;
        };
        self.capped("TOI", seconds, MAX_COUNT)
    }

    /// A goalie's minutes in net: whole minutes, or a total time as mm:ss, rounded.
    fn minutes(&mut self) -> Option<u32> {
        let text = self.cell("MIN")?;
        let minutes = match text.split_once(':') {
            Some((minutes, seconds)) => whole_number(minutes)
                .zip(whole_number(seconds).filter(|&s| s < 60 && seconds.len() == 2))
                .map(|(m, s)| m.saturating_add(u64::from(s >= 30))),
            None => whole_number(text).or_else(|| decimal_number(text).map(|m| m.round() as u64)),
        };
        let Some(minutes) = minutes else {
            self.problem("MIN", FieldProblem::NotNumber(text.to_owned()));
            return None;
        };
        self.capped("MIN", minutes, MAX_COUNT)
    }

    fn position(&mut self) -> Option<Position> {
        let text = self.cell("POS").unwrap_or("");
        // "C/LW" and "C, LW" play their first position.
        let first = text.split(['/', ',']).next().unwrap_or("").trim();
        let position = match key(first).as_str() {
            "L" | "LEFT WING" => Some(Position::LeftWing),
            "R" | "RIGHT WING" => Some(Position::RightWing),
            "CENTER" | "CENTRE" => Some(Position::Centre),
            "LD" | "RD" | "DEFENSE" | "DEFENCE" => Some(Position::Defence),
            "GOALIE" | "GOALTENDER" => Some(Position::Goalie),
            code => Position::from_code(code),
        };
        match position {
            Some(Position::Goalie) => self.problem("POS", FieldProblem::GoalieInSkaterFile),
            Some(position) => return Some(position),
            None => self.problem("POS", FieldProblem::UnknownPosition(text.to_owned())),
        }
        None
    }

    fn at_most(
        &mut self,
        column: &'static str,
        what: &'static str,
        value: u64,
        limit_name: &'static str,
        limit: u64,
    ) {
        if value > limit {
            let problem = FieldProblem::MoreThan {
                what,
                value,
                limit_name,
                limit,
            };
            self.problem(column, problem);
        }
    }

    /// `total - part` for a column worked out from a total, or a problem when the part is more.
    fn difference(
        &mut self,
        column: &'static str,
        total: u32,
        total_name: &'static str,
        part: u32,
        part_name: &'static str,
    ) -> Option<u32> {
        let value = total.checked_sub(part);
        if value.is_none() {
            self.at_most(column, part_name, part.into(), total_name, total.into());
        }
        value
    }

    fn mismatch(&mut self, column: &'static str, formula: &'static str, sum: u32, found: u32) {
        if sum != found {
            let (expected, found) = (sum.into(), found.into());
            let problem = FieldProblem::Mismatch {
                formula,
                expected,
                found,
            };
            self.problem(column, problem);
        }
    }

    fn unique(
        &mut self,
        column: &'static str,
        key: &str,
        first_line_of: &mut HashMap<String, usize>,
    ) {
        match first_line_of.get(key) {
            Some(&first) => self.problem(column, FieldProblem::DuplicateId(key.to_owned(), first)),
            None => {
                first_line_of.insert(key.to_owned(), self.line);
            }
        }
    }
}

/// Digits, with `,` between thousands (1,792) allowed and a `.0` end (from a spreadsheet's
/// number format) ignored.
fn whole_number(text: &str) -> Option<u64> {
    let text = text.strip_suffix(".0").unwrap_or(text);
    let groups: Vec<&str> = text.split(',').collect();
    let grouped = groups.len() > 1
        && (1..=3).contains(&groups[0].len())
        && groups[1..].iter().all(|g| g.len() == 3);
    if groups.len() > 1 && !grouped {
        return None;
    }
    let digits = groups.concat();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// A finite number of at least 0, with a decimal point or a decimal comma (18,5).
fn decimal_number(text: &str) -> Option<f64> {
    let text = if text.contains('.') {
        text.to_owned()
    } else {
        text.replacen(',', ".", 1)
    };
    let ok = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit() || b == b'.');
    let value: f64 = if ok { text.parse().ok()? } else { return None };
    (value.is_finite() && value >= 0.0).then_some(value)
}

/// Rows as CSV text, header first, each ending in `\n`. The writer quotes a field only when it
/// needs to (a comma, a quote or a line break in it), so the league's files have no quotes.
fn write_csv(header: &[&str], rows: impl IntoIterator<Item = Vec<String>>) -> String {
    let mut writer = csv::Writer::from_writer(Vec::new());
    let written = std::iter::once(header.iter().map(|h| h.to_string()).collect())
        .chain(rows)
        .try_for_each(|row: Vec<String>| writer.write_record(&row));
    written.expect("writing to memory cannot fail");
    let bytes = writer.into_inner().expect("writing to memory cannot fail");
    String::from_utf8(bytes).expect("the fields are UTF-8")
}

/// One row as CSV text, without the line end.
fn write_row(fields: Vec<String>) -> String {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer
        .write_record(&fields)
        .expect("writing to memory cannot fail");
    let bytes = writer.into_inner().expect("writing to memory cannot fail");
    let mut text = String::from_utf8(bytes).expect("the fields are UTF-8");
    text.pop();
    text
}

/// The skaters among `players` as a skaters file, header first.
pub fn skaters_csv<'p>(players: impl IntoIterator<Item = &'p Player>) -> String {
    write_csv(
        &SKATER_COLUMNS,
        players.into_iter().filter_map(skater_fields),
    )
}

/// The goalies among `players` as a goalies file, header first.
pub fn goalies_csv<'p>(players: impl IntoIterator<Item = &'p Player>) -> String {
    write_csv(
        &GOALIE_COLUMNS,
        players.into_iter().filter_map(goalie_fields),
    )
}

/// A teams file, header first.
pub fn teams_csv(teams: &[LeagueTeam]) -> String {
    write_csv(&TEAM_COLUMNS, teams.iter().map(team_fields))
}

/// A skater's row in the order of [`SKATER_COLUMNS`], without a line end; `None` for a goalie.
pub fn skater_row(player: &Player) -> Option<String> {
    skater_fields(player).map(write_row)
}

/// A goalie's row in the order of [`GOALIE_COLUMNS`], without a line end; `None` for a skater.
pub fn goalie_row(player: &Player) -> Option<String> {
    goalie_fields(player).map(write_row)
}

/// A team's row in the order of [`TEAM_COLUMNS`], without a line end.
pub fn team_row(team: &LeagueTeam) -> String {
    write_row(team_fields(team))
}

fn skater_fields(player: &Player) -> Option<Vec<String>> {
    let s = player.skater_line()?;
    let mut fields = vec![
        player.id.clone(),
        player.name.clone(),
        player.team.clone(),
        player.position.code().to_owned(),
    ];
    let counts = [s.games, s.goals, s.assists, s.shots, s.penalty_minutes];
    fields.extend(counts.map(|c| c.to_string()));
    fields.push(s.plus_minus.to_string());
    let counts = [
        s.power_play_goals,
        s.power_play_assists,
        s.short_handed_goals,
        s.short_handed_assists,
        s.game_winning_goals,
        s.faceoffs_won,
        s.faceoffs_lost,
        s.hits,
        s.blocked_shots,
    ];
    fields.extend(counts.map(|c| c.to_string()));
    // Seconds, except where the reader would take the number for minutes.
    let toi = s.toi_seconds;
    fields.push(if (1..=65).contains(&toi) {
        format!("{}:{:02}", toi / 60, toi % 60)
    } else {
        toi.to_string()
    });
    Some(fields)
}

fn goalie_fields(player: &Player) -> Option<Vec<String>> {
    let g = player.goalie_line()?;
    let mut fields = vec![player.id.clone(), player.name.clone(), player.team.clone()];
    let counts = [
        g.games,
        g.starts,
        g.minutes,
        g.wins,
        g.losses,
        g.overtime_losses,
        g.shots_against,
        g.saves,
        g.goals_against,
        g.shutouts,
    ];
    fields.extend(counts.map(|c| c.to_string()));
    Some(fields)
}

fn team_fields(team: &LeagueTeam) -> Vec<String> {
    let r = &team.record;
    let mut fields = vec![
        team.abbreviation.clone(),
        team.city.clone(),
        team.name.clone(),
    ];
    let counts = [
        r.games,
        r.wins,
        r.losses,
        r.overtime_losses,
        r.goals_for,
        r.goals_against,
        r.shots_for,
        r.shots_against,
        r.penalty_minutes,
        r.power_play_goals,
        r.power_play_chances,
        r.power_play_goals_against,
        r.times_short_handed,
    ];
    fields.extend(counts.map(|c| c.to_string()));
    fields
}

#[cfg(test)]
mod tests;
