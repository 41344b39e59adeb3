//! Filling what a pasted skater table leaves out. A stat site's table usually has no HIT, BLK,
//! face-off or TOI columns, and an old season (the Hockey Databank) has no TOI at all; read as
//! 0 they make a real team's cards its league's weakest. Here each missing cell is filled from
//! the built-in league's own lines for the player's position (centre, wing or defence):
//!
//! - TOI: estimated from points a game (see [`TimeFit`]), then the team's estimates scaled
//!   together so that its skaters play a team's minutes (see [`fill_skaters`]).
//! - PIM, FOW, FOL, HIT, BLK: the position's rate per minute on ice, times the player's games
//!   and minutes a game (given or estimated).
//! - PPG, SHG, GWG: the position's share of goals, times his goals; PPA, SHA: its share of
//!   assists, times his assists. A player's power-play goals and assists come with his goals
//!   and assists more than with his ice time, and this way never exceed them.
//!
//! +/- is left at 0, which is the league's average. A cell that is given always wins: only a
//! blank cell, or one in a column the table lacks, is filled.

use super::{League, Player, Position, SkaterLine, StatLine};
use std::sync::OnceLock;

/// The skater columns filled when missing, in the order a fill names them. TOI comes first:
/// the counts filled by the minute use it.
pub const FILLABLE: [&str; 11] = [
    "TOI", "PIM", "FOW", "FOL", "HIT", "BLK", "PPG", "PPA", "SHG", "SHA", "GWG",
];

/// Counts filled by the minute on ice.
const PER_MINUTE: [&str; 5] = ["PIM", "FOW", "FOL", "HIT", "BLK"];
/// Counts filled as a share of goals, and as a share of assists.
const PER_GOAL: [&str; 3] = ["PPG", "SHG", "GWG"];
const PER_ASSIST: [&str; 2] = ["PPA", "SHA"];

/// Games a skater needs to bound the TOI estimate: fewer make a noisy average.
const REGULAR_GAMES: u32 = 20;

/// One column filled, and for whom (names, in the table's order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fill {
    pub column: &'static str,
    pub players: Vec<String>,
}

/// Minutes a game from points a game: `intercept + slope * sqrt(points a game)`, within the
/// position's regulars' fewest and most minutes. Fit by least squares weighted by games on the
/// built-in league's lines, which have TOI. The square root was chosen because it fits those
/// lines better than a straight line (R² .78, .84, .66 for centres, wings, defence against .75,
/// .79, .65): ice time grows fast from a fourth liner's to a scorer's and then levels off.
/// Games played as a second term raised R² by under .02, so the estimate leaves it out; games
/// still weigh the fit and make the points a game.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct TimeFit {
    pub intercept: f64,
    pub slope: f64,
    pub fewest: f64,
    pub most: f64,
}

impl TimeFit {
    pub fn minutes(&self, points_per_game: f64) -> f64 {
        (self.intercept + self.slope * points_per_game.max(0.0).sqrt())
            .clamp(self.fewest, self.most)
    }
}

/// A position's averages over the league's lines.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct PositionAverages {
    pub toi: TimeFit,
    /// [`PER_MINUTE`]'s counts per minute on ice.
    pub per_minute: [f64; 5],
    /// [`PER_GOAL`]'s counts per goal.
    pub per_goal: [f64; 3],
    /// [`PER_ASSIST`]'s counts per assist.
    pub per_assist: [f64; 2],
}

/// Centres, wings and defence: the positions a fill tells apart.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Averages {
    /// Skater minutes a team plays a game (five skaters, 60 minutes and overtime, less the
    /// time a side is short of one).
    pub team_minutes: f64,
    pub centre: PositionAverages,
    pub wing: PositionAverages,
    pub defence: PositionAverages,
}

fn slot<'l>(line: &'l mut SkaterLine, column: &str) -> Option<&'l mut u32> {
    Some(match column {
        "PIM" => &mut line.penalty_minutes,
        "FOW" => &mut line.faceoffs_won,
        "FOL" => &mut line.faceoffs_lost,
        "HIT" => &mut line.hits,
        "BLK" => &mut line.blocked_shots,
        "PPG" => &mut line.power_play_goals,
        "PPA" => &mut line.power_play_assists,
        "SHG" => &mut line.short_handed_goals,
        "SHA" => &mut line.short_handed_assists,
        "GWG" => &mut line.game_winning_goals,
        "TOI" => &mut line.toi_seconds,
        _ => return None,
    })
}

/// The count in `column` of [`FILLABLE`].
fn value(line: &SkaterLine, column: &str) -> u32 {
    let mut line = *line;
    slot(&mut line, column).map_or(0, |v| *v)
}

fn points_per_game(line: &SkaterLine) -> f64 {
    f64::from(line.goals + line.assists) / f64::from(line.games.max(1))
}

fn season_minutes(line: &SkaterLine) -> f64 {
    f64::from(line.games) * f64::from(line.toi_seconds) / 60.0
}

impl PositionAverages {
    fn of(lines: &[SkaterLine]) -> PositionAverages {
        let lines = lines.iter();
        let ratio = |num: f64, den: f64| if den > 0.0 { num / den } else { 0.0 };
        let total = |f: &dyn Fn(&SkaterLine) -> f64| lines.clone().map(f).sum::<f64>();
        let minutes = total(&season_minutes);
        let goals = total(&|l| f64::from(l.goals));
        let assists = total(&|l| f64::from(l.assists));
        let count = |column: &'static str| total(&|l| f64::from(value(l, column)));
        let per_minute = PER_MINUTE.map(|c| ratio(count(c), minutes));
        let per_goal = PER_GOAL.map(|c| ratio(count(c), goals));
        let per_assist = PER_ASSIST.map(|c| ratio(count(c), assists));
        // Least squares of minutes on sqrt(points a game), each line weighted by its games.
        let played = lines.clone().filter(|l| l.games > 0);
        let points = |l: &SkaterLine| (points_per_game(l).sqrt(), f64::from(l.toi_seconds) / 60.0);
        let weight = |l: &SkaterLine| f64::from(l.games);
        let sum_w: f64 = played.clone().map(weight).sum();
        let mean = |f: &dyn Fn(&SkaterLine) -> f64| {
            ratio(played.clone().map(|l| weight(l) * f(l)).sum(), sum_w)
        };
        let (mean_x, mean_y) = (mean(&|l| points(l).0), mean(&|l| points(l).1));
        let sxy: f64 = played
            .clone()
            .map(|l| weight(l) * (points(l).0 - mean_x) * (points(l).1 - mean_y))
            .sum();
        let sxx: f64 = played
            .clone()
            .map(|l| weight(l) * (points(l).0 - mean_x).powi(2))
            .sum();
        let slope = ratio(sxy, sxx);
        let regulars = || {
            played
                .clone()
                .filter(|l| l.games >= REGULAR_GAMES)
                .map(|l| f64::from(l.toi_seconds) / 60.0)
        };
        let fewest = regulars().fold(f64::INFINITY, f64::min);
        let most = regulars().fold(0.0, f64::max);
        PositionAverages {
            toi: TimeFit {
                intercept: mean_y - slope * mean_x,
                slope,
                fewest: if fewest.is_finite() { fewest } else { 0.0 },
                most,
            },
            per_minute,
            per_goal,
            per_assist,
        }
    }

    /// Fills `line`'s `blanks` (columns of [`FILLABLE`]) but TOI, which is filled first.
    fn fill(&self, line: &mut SkaterLine, blanks: &[&str]) {
        let blank = |column| blanks.contains(&column);
        if line.games == 0 {
            return;
        }
        let minutes = season_minutes(line);
        let whole = |x: f64| x.round().max(0.0) as u32;
        for (column, rate) in PER_MINUTE.into_iter().zip(self.per_minute) {
            if let (true, Some(value)) = (blank(column), slot(line, column)) {
                *value = whole(rate * minutes);
            }
        }
        // Within the goals (PPG + SHG, GWG) and the assists (PPA + SHA) the line has.
        let (goals, assists) = (line.goals, line.assists);
        for (column, share) in PER_GOAL.into_iter().zip(self.per_goal) {
            let room = match column {
                "PPG" => goals.saturating_sub(line.short_handed_goals),
                "SHG" => goals.saturating_sub(line.power_play_goals),
                _ => goals,
            };
            if let (true, Some(value)) = (blank(column), slot(line, column)) {
                *value = whole(share * f64::from(goals)).min(room);
            }
        }
        for (column, share) in PER_ASSIST.into_iter().zip(self.per_assist) {
            let room = match column {
                "PPA" => assists.saturating_sub(line.short_handed_assists),
                _ => assists.saturating_sub(line.power_play_assists),
            };
            if let (true, Some(value)) = (blank(column), slot(line, column)) {
                *value = whole(share * f64::from(assists)).min(room);
            }
        }
    }
}

impl Averages {
    /// The averages of `league`'s skaters' lines.
    pub fn of(league: &League) -> Averages {
        let lines = |wanted: fn(Position) -> bool| -> Vec<SkaterLine> {
            league
                .teams
                .iter()
                .flat_map(|t| t.skaters())
                .filter(|(p, _)| wanted(p.position))
                .map(|(_, l)| *l)
                .collect()
        };
        let minutes: f64 = league
            .teams
            .iter()
            .flat_map(|t| t.skaters())
            .map(|(_, l)| season_minutes(l))
            .sum();
        let games: u32 = league.teams.iter().map(|t| t.record.games).sum();
        Averages {
            team_minutes: minutes / f64::from(games.max(1)),
            centre: PositionAverages::of(&lines(|p| p == Position::Centre)),
            wing: PositionAverages::of(&lines(|p| {
                matches!(p, Position::LeftWing | Position::RightWing)
            })),
            defence: PositionAverages::of(&lines(|p| p == Position::Defence)),
        }
    }

    /// The built-in league's averages.
    pub fn builtin() -> &'static Averages {
        static AVERAGES: OnceLock<Averages> = OnceLock::new();
        AVERAGES.get_or_init(|| Averages::of(&League::builtin()))
    }

    pub fn at(&self, position: Position) -> &PositionAverages {
        match position {
            Position::Centre => &self.centre,
            Position::Defence => &self.defence,
            _ => &self.wing,
        }
    }
}

/// How far a team's estimated minutes are scaled to make its whole minutes: the fit's totals
/// for the league's own teams, and for the real teams of tests/fixtures/real-2017-18, are off
/// by under 10%; a bigger gap means skaters are missing from the table, not a worse estimate.
const MOST_TIME_SCALE: f64 = 1.15;

/// Fills each skater's blank cells (`blanks[i]` for `players[i]`, as the reader lists them)
/// from `averages`, and says what was filled for whom, column by column in [`FILLABLE`]'s
/// order. `team_games` is the team's games: the minutes estimated are scaled together so
/// that the team's skaters play the league's minutes a game in all, as every team does (a
/// weak team's low scorers, estimated from points alone, would otherwise play too little and
/// score too much a minute).
pub fn fill_skaters(
    players: &mut [Player],
    blanks: &[Vec<&'static str>],
    averages: &Averages,
    team_games: u32,
) -> Vec<Fill> {
    let estimated = |blanks: &[&str], line: &SkaterLine| blanks.contains(&"TOI") && line.games > 0;
    let (mut given, mut guessed) = (0.0, 0.0);
    for (player, blanks) in players.iter_mut().zip(blanks) {
        let position = player.position;
        let StatLine::Skater(line) = &mut player.line else {
            continue;
        };
        if estimated(blanks, line) {
            let minutes = averages.at(position).toi.minutes(points_per_game(line));
            line.toi_seconds = (minutes * 60.0).round() as u32;
            guessed += season_minutes(line);
        } else {
            given += season_minutes(line);
        }
    }
    if guessed > 0.0 {
        let wanted = f64::from(team_games) * averages.team_minutes - given;
        let scale = (wanted / guessed).clamp(1.0 / MOST_TIME_SCALE, MOST_TIME_SCALE);
        for (player, blanks) in players.iter_mut().zip(blanks) {
            if let StatLine::Skater(line) = &mut player.line
                && estimated(blanks, line)
            {
                line.toi_seconds = (f64::from(line.toi_seconds) * scale).round() as u32;
            }
        }
    }
    let mut fills: Vec<Fill> = FILLABLE
        .iter()
        .map(|&column| Fill {
            column,
            players: Vec::new(),
        })
        .collect();
    for (player, blanks) in players.iter_mut().zip(blanks) {
        let position = player.position;
        let StatLine::Skater(line) = &mut player.line else {
            continue;
        };
        averages.at(position).fill(line, blanks);
        for fill in &mut fills {
            if blanks.contains(&fill.column) {
                fill.players.push(player.name.clone());
            }
        }
    }
    fills.retain(|f| !f.players.is_empty());
    fills
}

/// What was filled, in plain words, a sentence for each set of players: "HIT, BLK filled from
/// the league's averages for all 23 skaters", "TOI estimated from points a game for 2 skaters:
/// A and B". `skaters` is how many the team has.
pub fn fills_text(fills: &[Fill], skaters: usize) -> Vec<String> {
    let mut groups: Vec<(bool, Vec<&str>, &[String])> = Vec::new();
    for fill in fills {
        let estimated = fill.column == "TOI";
        match groups
            .iter_mut()
            .find(|(e, _, players)| *e == estimated && *players == fill.players.as_slice())
        {
            Some((_, columns, _)) => columns.push(fill.column),
            None => groups.push((estimated, vec![fill.column], &fill.players)),
        }
    }
    groups
        .into_iter()
        .map(|(estimated, columns, players)| {
            let what = if estimated {
                "estimated from points a game"
            } else {
                "filled from the league's averages"
            };
            let whom = match players.len() {
                n if n == skaters && n > 1 => format!("all {n} skaters"),
                1 => players[0].clone(),
                n => format!("{n} skaters: {}", and_list(players)),
            };
            format!("{} {what} for {whom}", columns.join(", "))
        })
        .collect()
}

fn and_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
