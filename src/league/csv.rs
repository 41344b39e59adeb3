//! The league's CSV files: reading (with an error for every bad row, naming line and column) and
//! writing. The format is plain comma-separated text with a header row; fields are trimmed and
//! never quoted, which is enough because names and ids never contain commas. A file with a
//! quoted field is rejected rather than misread. Columns may come in any order and letter case;
//! columns the format does not know are ignored.

use super::{GoalieLine, LeagueTeam, Player, Position, SkaterLine, StatLine, TeamRecord};
use std::collections::HashMap;
use std::fmt::Write as _;
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

/// One problem in a CSV file. Line numbers count from 1 and include the header and blank lines,
/// as a text editor shows them.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CsvError {
    #[error("line 1: the file is empty; expected a header row")]
    Empty,
    #[error("line {line}: missing column {column}")]
    MissingColumn { line: usize, column: &'static str },
    #[error("line {line}: column {column} appears more than once")]
    DuplicateColumn { line: usize, column: String },
    #[error("line {line}: expected {expected} fields as in the header, found {found}")]
    FieldCount {
        line: usize,
        expected: usize,
        found: usize,
    },
    #[error("line {line}, column {column}: {problem}")]
    Field {
        line: usize,
        column: &'static str,
        problem: FieldProblem,
    },
}

impl CsvError {
    /// The 1-based line the problem is on.
    pub fn line(&self) -> usize {
        match self {
            CsvError::Empty => 1,
            CsvError::MissingColumn { line, .. }
            | CsvError::DuplicateColumn { line, .. }
            | CsvError::FieldCount { line, .. }
            | CsvError::Field { line, .. } => *line,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FieldProblem {
    #[error("expected a whole number, found {0:?}")]
    NotWholeNumber(String),
    #[error("must not be empty")]
    Empty,
    #[error("quoted fields are not supported (names and ids cannot contain commas)")]
    Quoted,
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

/// Reads a skaters or a goalies file, telling them apart by the header: a goalies file has a GS
/// (games started) column.
pub fn parse_players(text: &str) -> ParsedPlayers {
    let is_goalies = text
        .lines()
        .map(|l| l.trim_start_matches('\u{feff}'))
        .find(|l| !l.trim().is_empty())
        .is_some_and(|header| {
            header
                .split(',')
                .any(|c| c.trim().eq_ignore_ascii_case("GS"))
        });
    if is_goalies {
        parse_goalies(text)
    } else {
        parse_skaters(text)
    }
}

/// Reads skaters in the columns of [`SKATER_COLUMNS`].
pub fn parse_skaters(text: &str) -> ParsedPlayers {
    parse_players_with(text, &SKATER_COLUMNS, |row| {
        let position = row.position();
        let line = SkaterLine {
            games: row.count("GP"),
            goals: row.count("G"),
            assists: row.count("A"),
            shots: row.count("SOG"),
            penalty_minutes: row.count("PIM"),
            plus_minus: row.signed("PLUS_MINUS"),
            power_play_goals: row.count("PPG"),
            power_play_assists: row.count("PPA"),
            short_handed_goals: row.count("SHG"),
            short_handed_assists: row.count("SHA"),
            game_winning_goals: row.count("GWG"),
            faceoffs_won: row.count("FOW"),
            faceoffs_lost: row.count("FOL"),
            hits: row.count("HIT"),
            blocked_shots: row.count("BLK"),
            toi_seconds: row.count("TOI"),
        };
        if row.is_clean() {
            check_skater(row, &line);
        }
        (position, StatLine::Skater(line))
    })
}

/// Reads goalies in the columns of [`GOALIE_COLUMNS`].
pub fn parse_goalies(text: &str) -> ParsedPlayers {
    parse_players_with(text, &GOALIE_COLUMNS, |row| {
        let line = GoalieLine {
            games: row.count("GP"),
            starts: row.count("GS"),
            minutes: row.count("MIN"),
            wins: row.count("W"),
            losses: row.count("L"),
            overtime_losses: row.count("OTL"),
            shots_against: row.count("SA"),
            saves: row.count("SV"),
            goals_against: row.count("GA"),
            shutouts: row.count("SO"),
        };
        if row.is_clean() {
            check_goalie(row, &line);
        }
        (Position::Goalie, StatLine::Goalie(line))
    })
}

/// Reads a teams file in the columns of [`TEAM_COLUMNS`].
pub fn parse_teams(text: &str) -> ParsedTeams {
    let mut parsed = ParsedTeams::default();
    parsed.teams = read_rows(text, &TEAM_COLUMNS, "TEAM", &mut parsed.errors, |row| {
        let abbreviation = row.text("TEAM");
        let city = row.text("CITY");
        let name = row.text("NAME");
        let record = TeamRecord {
            games: row.count("GP"),
            wins: row.count("W"),
            losses: row.count("L"),
            overtime_losses: row.count("OTL"),
            goals_for: row.count("GF"),
            goals_against: row.count("GA"),
            shots_for: row.count("SF"),
            shots_against: row.count("SA"),
            penalty_minutes: row.count("PIM"),
            power_play_goals: row.count("PPG"),
            power_play_chances: row.count("PPO"),
            power_play_goals_against: row.count("PPGA"),
            times_short_handed: row.count("TSH"),
        };
        if row.is_clean() {
            let decisions = sum(&[record.wins, record.losses, record.overtime_losses]);
            row.at_most("W", "W + L + OTL", decisions, "GP", record.games.into());
        }
        LeagueTeam {
            abbreviation: abbreviation.to_owned(),
            city: city.to_owned(),
            name: name.to_owned(),
            record,
            roster: Vec::new(),
        }
    });
    parsed
}

fn parse_players_with(
    text: &str,
    columns: &'static [&'static str],
    mut read_line: impl FnMut(&mut Row) -> (Position, StatLine),
) -> ParsedPlayers {
    let mut parsed = ParsedPlayers::default();
    parsed.players = read_rows(text, columns, "ID", &mut parsed.errors, |row| {
        let id = row.text("ID");
        let name = row.text("NAME");
        let team = row.text("TEAM");
        let (position, line) = read_line(row);
        Player {
            id: id.to_owned(),
            name: name.to_owned(),
            position,
            team: team.to_owned(),
            line,
        }
    });
    parsed
}

/// Reads every row of a file in `columns` with `read`, which reads a row's fields and checks
/// them. A row whose `key` repeats an earlier row's is refused. Returns the good rows' values;
/// every problem goes to `errors`.
fn read_rows<T>(
    text: &str,
    columns: &'static [&'static str],
    key: &'static str,
    errors: &mut Vec<CsvError>,
    mut read: impl FnMut(&mut Row) -> T,
) -> Vec<T> {
    let Some(table) = Table::read(text, columns, errors) else {
        return Vec::new();
    };
    let mut first_line_of: HashMap<String, usize> = HashMap::new();
    let mut values = Vec::new();
    for row in table.rows() {
        let mut row = match row {
            Ok(row) => row,
            Err(error) => {
                errors.push(error);
                continue;
            }
        };
        let value = read(&mut row);
        if row.is_clean() {
            let key_value = row.text(key);
            row.unique(key, key_value, &mut first_line_of);
        }
        if row.is_clean() {
            values.push(value);
        } else {
            errors.append(&mut row.errors);
        }
    }
    values
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

fn check_goalie(row: &mut Row, line: &GoalieLine) {
    let g = line;
    let games = u64::from(g.games);
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
}

fn sum(counts: &[u32]) -> u64 {
    counts.iter().copied().map(u64::from).sum()
}

/// A file split into a header and data rows.
struct Table<'a> {
    columns: &'static [&'static str],
    /// For each of `columns`, its field index in the file.
    field_of_column: Vec<usize>,
    width: usize,
    rows: Vec<(usize, &'a str)>,
}

impl<'a> Table<'a> {
    fn read(
        text: &'a str,
        columns: &'static [&'static str],
        errors: &mut Vec<CsvError>,
    ) -> Option<Table<'a>> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l))
            .filter(|(_, l)| !l.trim().is_empty());
        let Some((header_line, header)) = lines.next() else {
            errors.push(CsvError::Empty);
            return None;
        };
        let names: Vec<&str> = header.split(',').map(str::trim).collect();
        let before = errors.len();
        for (i, name) in names.iter().enumerate() {
            if names[..i].iter().any(|n| n.eq_ignore_ascii_case(name)) {
                errors.push(CsvError::DuplicateColumn {
                    line: header_line,
                    column: (*name).to_owned(),
                });
            }
        }
        let mut field_of_column = Vec::with_capacity(columns.len());
        for &column in columns {
            match names.iter().position(|n| n.eq_ignore_ascii_case(column)) {
                Some(field) => field_of_column.push(field),
                None => errors.push(CsvError::MissingColumn {
                    line: header_line,
                    column,
                }),
            }
        }
        (errors.len() == before).then(|| Table {
            columns,
            field_of_column,
            width: names.len(),
            rows: lines.collect(),
        })
    }

    /// The data rows; a row without the header's number of fields is an error.
    fn rows(&self) -> impl Iterator<Item = Result<Row<'a, '_>, CsvError>> {
        self.rows.iter().map(move |&(line, text)| {
            let fields: Vec<&str> = text.split(',').map(str::trim).collect();
            if fields.len() == self.width {
                Ok(Row {
                    line,
                    fields,
                    table: self,
                    errors: Vec::new(),
                })
            } else {
                Err(CsvError::FieldCount {
                    line,
                    expected: self.width,
                    found: fields.len(),
                })
            }
        })
    }
}

/// One data row. Reading a bad field records its error and gives a placeholder value, so every
/// problem in a row is reported at once; a row with errors is then dropped.
struct Row<'a, 't> {
    line: usize,
    fields: Vec<&'a str>,
    table: &'t Table<'a>,
    errors: Vec<CsvError>,
}

impl<'a> Row<'a, '_> {
    fn is_clean(&self) -> bool {
        self.errors.is_empty()
    }

    fn problem(&mut self, column: &'static str, problem: FieldProblem) {
        self.errors.push(CsvError::Field {
            line: self.line,
            column,
            problem,
        });
    }

    fn field(&self, column: &'static str) -> &'a str {
        let index = self
            .table
            .columns
            .iter()
            .position(|&c| c == column)
            .expect("the parser asks only for its own columns");
        self.fields[self.table.field_of_column[index]]
    }

    fn text(&mut self, column: &'static str) -> &'a str {
        let text = self.field(column);
        if text.is_empty() {
            self.problem(column, FieldProblem::Empty);
        } else if text.contains('"') {
            self.problem(column, FieldProblem::Quoted);
        }
        text
    }

    fn count(&mut self, column: &'static str) -> u32 {
        let text = self.field(column);
        text.parse().unwrap_or_else(|_| {
            self.problem(column, FieldProblem::NotWholeNumber(text.to_owned()));
            0
        })
    }

    fn signed(&mut self, column: &'static str) -> i32 {
        let text = self.field(column);
        text.parse().unwrap_or_else(|_| {
            self.problem(column, FieldProblem::NotWholeNumber(text.to_owned()));
            0
        })
    }

    fn position(&mut self) -> Position {
        let text = self.field("POS");
        match Position::from_code(text) {
            Some(Position::Goalie) => self.problem("POS", FieldProblem::GoalieInSkaterFile),
            Some(position) => return position,
            None => self.problem("POS", FieldProblem::UnknownPosition(text.to_owned())),
        }
        Position::Centre
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

/// The skaters among `players` as a skaters file, header first.
pub fn skaters_csv<'p>(players: impl IntoIterator<Item = &'p Player>) -> String {
    let mut text = SKATER_COLUMNS.join(",");
    text.push('\n');
    for row in players.into_iter().filter_map(skater_row) {
        text.push_str(&row);
        text.push('\n');
    }
    text
}

/// The goalies among `players` as a goalies file, header first.
pub fn goalies_csv<'p>(players: impl IntoIterator<Item = &'p Player>) -> String {
    let mut text = GOALIE_COLUMNS.join(",");
    text.push('\n');
    for row in players.into_iter().filter_map(goalie_row) {
        text.push_str(&row);
        text.push('\n');
    }
    text
}

/// A teams file, header first.
pub fn teams_csv(teams: &[LeagueTeam]) -> String {
    let mut text = TEAM_COLUMNS.join(",");
    text.push('\n');
    for team in teams {
        text.push_str(&team_row(team));
        text.push('\n');
    }
    text
}

/// A skater's row in the order of [`SKATER_COLUMNS`], without a line end; `None` for a goalie.
pub fn skater_row(player: &Player) -> Option<String> {
    let s = player.skater_line()?;
    let mut row = format!(
        "{},{},{},{}",
        player.id,
        player.name,
        player.team,
        player.position.code()
    );
    let counts = [s.games, s.goals, s.assists, s.shots, s.penalty_minutes];
    for count in counts {
        write!(row, ",{count}").expect("writing to a String cannot fail");
    }
    write!(row, ",{}", s.plus_minus).expect("writing to a String cannot fail");
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
        s.toi_seconds,
    ];
    for count in counts {
        write!(row, ",{count}").expect("writing to a String cannot fail");
    }
    Some(row)
}

/// A goalie's row in the order of [`GOALIE_COLUMNS`], without a line end; `None` for a skater.
pub fn goalie_row(player: &Player) -> Option<String> {
    let g = player.goalie_line()?;
    let mut row = format!("{},{},{}", player.id, player.name, player.team);
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
    for count in counts {
        write!(row, ",{count}").expect("writing to a String cannot fail");
    }
    Some(row)
}

/// A team's row in the order of [`TEAM_COLUMNS`], without a line end.
pub fn team_row(team: &LeagueTeam) -> String {
    let r = &team.record;
    let mut row = format!("{},{},{}", team.abbreviation, team.city, team.name);
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
    for count in counts {
        write!(row, ",{count}").expect("writing to a String cannot fail");
    }
    row
}
