//! One league of fictional players with a season stat line each, shared by the stat-based games
//! (Open Ice, Inside the Crease, 4th Street Hockey), which turn the lines into their own cards.
//!
//! The built-in league ships as three CSV files in `data/` (see `data/README.md`), made by
//! `cargo run --bin make_league`. Players of the user's own can be read with [`parse_players`].

mod check;
mod corrections;
mod csv;
mod fill;
pub(crate) mod lines;
mod own;

pub use check::{MAX_ROSTER, Needs, check_team};
pub use corrections::{CORRECTIONS_HEADER, Correction, Corrections};
pub use csv::{
    CsvError, FieldProblem, GOALIE_COLUMNS, ParsedPlayers, ParsedTeams, PlayerFileOptions,
    SKATER_COLUMNS, TEAM_COLUMNS, goalie_row, goalies_csv, parse_goalies, parse_goalies_with,
    parse_players, parse_skaters, parse_skaters_with, parse_teams, skater_row, skaters_csv,
    team_row, teams_csv,
};
pub use fill::{Averages, FILLABLE, Fill, fill_skaters, fills_text};
pub use lines::{DefencePair, Dressing, ForwardLine, TeamLines};
pub use own::{
    BuiltTeam, MAX_PLAYERS, MIN_SKATERS, OwnTeamError, Pasted, build_team, team_csv_template,
    team_from_csv,
};

use serde::{Deserialize, Serialize};
use std::fmt;
use thiserror::Error;

/// Games in the built-in league's season.
pub const SEASON_GAMES: u32 = 82;

const BUILTIN_TEAMS: &str = include_str!("data/teams.csv");
const BUILTIN_SKATERS: &str = include_str!("data/skaters.csv");
const BUILTIN_GOALIES: &str = include_str!("data/goalies.csv");

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Position {
    LeftWing,
    Centre,
    RightWing,
    Defence,
    Goalie,
}

impl Position {
    pub const ALL: [Position; 5] = [
        Position::LeftWing,
        Position::Centre,
        Position::RightWing,
        Position::Defence,
        Position::Goalie,
    ];

    /// The code used in the CSV files and on cards: LW, C, RW, D or G.
    pub fn code(self) -> &'static str {
        match self {
            Position::LeftWing => "LW",
            Position::Centre => "C",
            Position::RightWing => "RW",
            Position::Defence => "D",
            Position::Goalie => "G",
        }
    }

    /// Reads a code as [`Position::code`] writes it, in any letter case.
    pub fn from_code(code: &str) -> Option<Position> {
        Position::ALL
            .into_iter()
            .find(|p| p.code().eq_ignore_ascii_case(code))
    }

    pub fn is_forward(self) -> bool {
        matches!(
            self,
            Position::LeftWing | Position::Centre | Position::RightWing
        )
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A skater's season. Counting stats are season totals; `toi_seconds` is the average per game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SkaterLine {
    pub games: u32,
    pub goals: u32,
    pub assists: u32,
    pub shots: u32,
    pub penalty_minutes: u32,
    pub plus_minus: i32,
    pub power_play_goals: u32,
    pub power_play_assists: u32,
    pub short_handed_goals: u32,
    pub short_handed_assists: u32,
    pub game_winning_goals: u32,
    pub faceoffs_won: u32,
    pub faceoffs_lost: u32,
    pub hits: u32,
    pub blocked_shots: u32,
    pub toi_seconds: u32,
}

/// The counting columns of a [`SkaterLine`], for rates the games need.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SkaterStat {
    Goals,
    Assists,
    Points,
    Shots,
    PenaltyMinutes,
    PlusMinus,
    PowerPlayGoals,
    PowerPlayAssists,
    ShortHandedGoals,
    ShortHandedAssists,
    GameWinningGoals,
    FaceoffsWon,
    FaceoffsLost,
    Hits,
    BlockedShots,
}

impl SkaterLine {
    pub fn points(&self) -> u32 {
        self.goals + self.assists
    }

    pub fn total(&self, stat: SkaterStat) -> i64 {
        let count = match stat {
            SkaterStat::Goals => self.goals,
            SkaterStat::Assists => self.assists,
            SkaterStat::Points => self.points(),
            SkaterStat::Shots => self.shots,
            SkaterStat::PenaltyMinutes => self.penalty_minutes,
            SkaterStat::PlusMinus => return i64::from(self.plus_minus),
            SkaterStat::PowerPlayGoals => self.power_play_goals,
            SkaterStat::PowerPlayAssists => self.power_play_assists,
            SkaterStat::ShortHandedGoals => self.short_handed_goals,
            SkaterStat::ShortHandedAssists => self.short_handed_assists,
            SkaterStat::GameWinningGoals => self.game_winning_goals,
            SkaterStat::FaceoffsWon => self.faceoffs_won,
            SkaterStat::FaceoffsLost => self.faceoffs_lost,
            SkaterStat::Hits => self.hits,
            SkaterStat::BlockedShots => self.blocked_shots,
        };
        i64::from(count)
    }

    /// The stat per game played; 0 for a player with no games.
    pub fn per_game(&self, stat: SkaterStat) -> f64 {
        ratio(self.total(stat) as f64, f64::from(self.games))
    }

    /// The stat per 60 minutes on ice; 0 for a player with no ice time.
    pub fn per_60(&self, stat: SkaterStat) -> f64 {
        let hours = f64::from(self.games) * f64::from(self.toi_seconds) / 3600.0;
        ratio(self.total(stat) as f64, hours)
    }

    pub fn toi_minutes(&self) -> f64 {
        f64::from(self.toi_seconds) / 60.0
    }

    /// Goals per shot on goal, or `None` without shots.
    pub fn shooting_pct(&self) -> Option<f64> {
        (self.shots > 0).then(|| f64::from(self.goals) / f64::from(self.shots))
    }

    /// Faceoffs won per faceoff taken, or `None` for a player who took none.
    pub fn faceoff_pct(&self) -> Option<f64> {
        let taken = self.faceoffs_won + self.faceoffs_lost;
        (taken > 0).then(|| f64::from(self.faceoffs_won) / f64::from(taken))
    }
}

/// A goaltender's season. `minutes` is the total time in net.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GoalieLine {
    pub games: u32,
    pub starts: u32,
    pub minutes: u32,
    pub wins: u32,
    pub losses: u32,
    pub overtime_losses: u32,
    pub shots_against: u32,
    pub saves: u32,
    pub goals_against: u32,
    pub shutouts: u32,
}

impl GoalieLine {
    /// Saves per shot against, or `None` without shots against.
    pub fn save_pct(&self) -> Option<f64> {
        (self.shots_against > 0).then(|| f64::from(self.saves) / f64::from(self.shots_against))
    }

    /// Goals against per 60 minutes, or `None` without minutes.
    pub fn goals_against_average(&self) -> Option<f64> {
        (self.minutes > 0).then(|| f64::from(self.goals_against) * 60.0 / f64::from(self.minutes))
    }

    /// Shots against per 60 minutes, 0 without minutes.
    pub fn shots_against_per_60(&self) -> f64 {
        ratio(
            f64::from(self.shots_against) * 60.0,
            f64::from(self.minutes),
        )
    }

    pub fn starts_share(&self, team_games: u32) -> f64 {
        ratio(f64::from(self.starts), f64::from(team_games))
    }
}

fn ratio(count: f64, per: f64) -> f64 {
    if per > 0.0 { count / per } else { 0.0 }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StatLine {
    Skater(SkaterLine),
    Goalie(GoalieLine),
}

/// A player. `line` is a goalie line exactly when `position` is [`Position::Goalie`].
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub id: String,
    pub name: String,
    pub position: Position,
    /// The team's abbreviation.
    pub team: String,
    pub line: StatLine,
}

impl Player {
    pub fn skater_line(&self) -> Option<&SkaterLine> {
        match &self.line {
            StatLine::Skater(line) => Some(line),
            StatLine::Goalie(_) => None,
        }
    }

    pub fn goalie_line(&self) -> Option<&GoalieLine> {
        match &self.line {
            StatLine::Goalie(line) => Some(line),
            StatLine::Skater(_) => None,
        }
    }

    pub fn games(&self) -> u32 {
        match &self.line {
            StatLine::Skater(line) => line.games,
            StatLine::Goalie(line) => line.games,
        }
    }
}

/// A team's season totals from `teams.csv`. Power-play chances cannot be read off player lines,
/// so they live here; the other totals repeat the roster sums as a check.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TeamRecord {
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub overtime_losses: u32,
    pub goals_for: u32,
    pub goals_against: u32,
    pub shots_for: u32,
    pub shots_against: u32,
    pub penalty_minutes: u32,
    pub power_play_goals: u32,
    pub power_play_chances: u32,
    pub power_play_goals_against: u32,
    pub times_short_handed: u32,
}

impl TeamRecord {
    pub fn points(&self) -> u32 {
        2 * self.wins + self.overtime_losses
    }

    /// Power-play goals per chance, 0 without chances.
    pub fn power_play_pct(&self) -> f64 {
        ratio(
            f64::from(self.power_play_goals),
            f64::from(self.power_play_chances),
        )
    }

    /// Power-play goals against per time short-handed, subtracted from 1.
    pub fn penalty_kill_pct(&self) -> f64 {
        1.0 - ratio(
            f64::from(self.power_play_goals_against),
            f64::from(self.times_short_handed),
        )
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeagueTeam {
    pub abbreviation: String,
    pub city: String,
    pub name: String,
    pub record: TeamRecord,
    pub roster: Vec<Player>,
}

impl LeagueTeam {
    /// "City Name", as in "Port Aldous Lanterns".
    pub fn full_name(&self) -> String {
        format!("{} {}", self.city, self.name)
    }

    pub fn skaters(&self) -> impl Iterator<Item = (&Player, &SkaterLine)> {
        self.roster
            .iter()
            .filter_map(|p| p.skater_line().map(|line| (p, line)))
    }

    pub fn goalies(&self) -> impl Iterator<Item = (&Player, &GoalieLine)> {
        self.roster
            .iter()
            .filter_map(|p| p.goalie_line().map(|line| (p, line)))
    }

    /// The players at one position, the most used first: skaters by time on ice per game,
    /// goalies by starts (then games, then id, so the order is always the same).
    pub fn at_position(&self, position: Position) -> Vec<&Player> {
        let mut players: Vec<&Player> = self
            .roster
            .iter()
            .filter(|p| p.position == position)
            .collect();
        players.sort_by(|a, b| usage(b).cmp(&usage(a)).then_with(|| a.id.cmp(&b.id)));
        players
    }

    /// Forward lines 1-4, defence pairs 1-3 and goalies in the order [`Self::at_position`] gives,
    /// forwards by their listed positions.
    pub fn lines(&self) -> TeamLines<'_> {
        TeamLines::of(self, Dressing::ByListedPosition)
    }

    /// As [`Self::lines`], the forwards dressed as `dressing` says.
    pub fn lines_dressed(&self, dressing: Dressing) -> TeamLines<'_> {
        TeamLines::of(self, dressing)
    }
}

pub(super) fn usage(player: &Player) -> (u32, u32) {
    match &player.line {
        StatLine::Skater(line) => (line.toi_seconds, line.games),
        StatLine::Goalie(line) => (line.starts, line.games),
    }
}

/// League-wide figures per team per game, to hold against a real league.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LeagueFigures {
    pub team_games: u32,
    pub goals: f64,
    pub shots: f64,
    pub penalty_minutes: f64,
    pub power_play_chances: f64,
    /// Power-play goals per chance.
    pub power_play_pct: f64,
    pub save_pct: f64,
    pub assists_per_goal: f64,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LeagueError {
    #[error("{file}: {error}")]
    Csv { file: &'static str, error: CsvError },
    #[error("{file}: player {id} plays for {team:?}, which is not in the teams file")]
    UnknownTeam {
        file: &'static str,
        id: String,
        team: String,
    },
    #[error("{file}: player id {id} is also used in {other_file}")]
    DuplicateId {
        file: &'static str,
        id: String,
        other_file: &'static str,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct League {
    pub teams: Vec<LeagueTeam>,
}

impl League {
    /// The league shipped with Rinkside. Parsing the embedded files takes well under a
    /// millisecond, so nothing is cached.
    pub fn builtin() -> League {
        League::from_csv(BUILTIN_TEAMS, BUILTIN_SKATERS, BUILTIN_GOALIES)
            .expect("the built-in league files are valid (the league tests check them)")
    }

    /// Builds a league from the text of a teams, a skaters and a goalies file. Every problem in
    /// any of them is returned; a league comes back only when there is none.
    pub fn from_csv(teams: &str, skaters: &str, goalies: &str) -> Result<League, Vec<LeagueError>> {
        let mut problems = Vec::new();
        let parsed_teams = parse_teams(teams);
        let parsed_skaters = parse_skaters(skaters);
        let parsed_goalies = parse_goalies(goalies);
        for (file, errors) in [
            ("teams.csv", parsed_teams.errors),
            ("skaters.csv", parsed_skaters.errors),
            ("goalies.csv", parsed_goalies.errors),
        ] {
            problems.extend(
                errors
                    .into_iter()
                    .map(|error| LeagueError::Csv { file, error }),
            );
        }
        let skater_ids: std::collections::HashSet<&str> = parsed_skaters
            .players
            .iter()
            .map(|p| p.id.as_str())
            .collect();
        for goalie in &parsed_goalies.players {
            if skater_ids.contains(goalie.id.as_str()) {
                problems.push(LeagueError::DuplicateId {
                    file: "goalies.csv",
                    id: goalie.id.clone(),
                    other_file: "skaters.csv",
                });
            }
        }
        let mut teams = parsed_teams.teams;
        for (file, players) in [
            ("skaters.csv", parsed_skaters.players),
            ("goalies.csv", parsed_goalies.players),
        ] {
            for player in players {
                match teams.iter_mut().find(|t| t.abbreviation == player.team) {
                    Some(team) => team.roster.push(player),
                    None => problems.push(LeagueError::UnknownTeam {
                        file,
                        id: player.id,
                        team: player.team,
                    }),
                }
            }
        }
        if problems.is_empty() {
            Ok(League { teams })
        } else {
            Err(problems)
        }
    }

    pub fn team(&self, abbreviation: &str) -> Option<&LeagueTeam> {
        self.teams.iter().find(|t| t.abbreviation == abbreviation)
    }

    pub fn players(&self) -> impl Iterator<Item = &Player> {
        self.teams.iter().flat_map(|t| &t.roster)
    }

    pub fn player(&self, id: &str) -> Option<&Player> {
        self.players().find(|p| p.id == id)
    }

    pub fn skaters(&self) -> impl Iterator<Item = (&Player, &SkaterLine)> {
        self.teams.iter().flat_map(LeagueTeam::skaters)
    }

    pub fn goalies(&self) -> impl Iterator<Item = (&Player, &GoalieLine)> {
        self.teams.iter().flat_map(LeagueTeam::goalies)
    }

    /// Skaters by a stat, highest first (ties by points, then id), at most `count` of them.
    pub fn leaders(&self, stat: SkaterStat, count: usize) -> Vec<(&Player, &SkaterLine)> {
        let mut skaters: Vec<_> = self.skaters().collect();
        skaters.sort_by(|(pa, a), (pb, b)| {
            (b.total(stat), b.points())
                .cmp(&(a.total(stat), a.points()))
                .then_with(|| pa.id.cmp(&pb.id))
        });
        skaters.truncate(count);
        skaters
    }

    /// Goals, shots and penalty minutes from the skaters' lines, power plays from the team
    /// records and save percentage from the goalies' lines, each per team per game.
    pub fn figures(&self) -> LeagueFigures {
        let team_games: u32 = self.teams.iter().map(|t| t.record.games).sum();
        let sum = |f: fn(&SkaterLine) -> u32| -> f64 {
            self.skaters().map(|(_, line)| f64::from(f(line))).sum()
        };
        let goals = sum(|l| l.goals);
        let power_play_goals: u32 = self.teams.iter().map(|t| t.record.power_play_goals).sum();
        let power_play_chances: u32 = self.teams.iter().map(|t| t.record.power_play_chances).sum();
        let (saves, shots_against) = self.goalies().fold((0.0, 0.0), |(sv, sa), (_, line)| {
            (
                sv + f64::from(line.saves),
                sa + f64::from(line.shots_against),
            )
        });
        let per_game = |total: f64| ratio(total, f64::from(team_games));
        LeagueFigures {
            team_games,
            goals: per_game(goals),
            shots: per_game(sum(|l| l.shots)),
            penalty_minutes: per_game(sum(|l| l.penalty_minutes)),
            power_play_chances: per_game(f64::from(power_play_chances)),
            power_play_pct: ratio(f64::from(power_play_goals), f64::from(power_play_chances)),
            save_pct: ratio(saves, shots_against),
            assists_per_goal: ratio(sum(|l| l.assists), goals),
        }
    }

    /// The three files [`League::from_csv`] reads, as (teams, skaters, goalies).
    pub fn to_csv(&self) -> (String, String, String) {
        let players: Vec<&Player> = self.players().collect();
        (
            teams_csv(&self.teams),
            skaters_csv(players.iter().copied()),
            goalies_csv(players.iter().copied()),
        )
    }
}

#[cfg(test)]
mod tests;
