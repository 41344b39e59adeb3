//! Makes the built-in league in `src/league/data/`: eight fictional teams whose season lines come
//! from simulating an 82-game schedule second by second. Each skater's per-game rates (goals,
//! assists, shots, penalty minutes, power-play and short-handed points) are those of a real NHL
//! skater of the same role in 2015-16, 2016-17 or 2017-18 (Hockey Databank, `year` 2015-2017);
//! each goalie's save percentage is a real goalie's. Ice time, hits, blocked shots and faceoffs,
//! which the Databank lacks, are modelled by position and role. No real name or line is shipped.
//!
//! Usage, from the repository root:
//!   cargo run --bin make_league -- [--seed N] [--databank DIR] [--out DIR]
//! Defaults: seed 1, databank ../shared/data/hockey-databank, out src/league/data. The same
//! seed and data always give the same files: one seeded ChaCha8 stream drives everything, and
//! the noise uses only arithmetic (no libm calls whose last bits could differ by platform).

// The schedule and line-up code walks parallel arrays (tiers, sides, columns) by index.
#![allow(clippy::needless_range_loop)]

use rand::{RngExt, SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;
use rinkside::league::{
    GoalieLine, League, LeagueFigures, LeagueTeam, Player, Position, SEASON_GAMES, SkaterLine,
    SkaterStat, StatLine, TeamRecord,
};
use std::cmp::{Ordering, Reverse};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

type Rng = ChaCha8Rng;
/// Real skaters by (season, team): (forward, their per-game profile, centre).
type ProfilesByTeam = HashMap<(String, String), Vec<(bool, Profile, bool)>>;

const DEFAULT_SEED: u64 = 1;
const DEFAULT_DATABANK: &str = "../shared/data/hockey-databank";
const DEFAULT_OUT: &str = "src/league/data";

/// Databank `year` values (a season's start year) the rates are drawn from.
const SEASONS: [&str; 3] = ["2015", "2016", "2017"];
/// Real skaters with fewer games have per-game rates too noisy to draw from.
const MIN_REAL_GAMES: f64 = 20.0;

const PERIOD_SECONDS: u32 = 20 * 60;
const REGULATION_SECONDS: u32 = 3 * PERIOD_SECONDS;
const OVERTIME_SECONDS: u32 = 5 * 60;
const GAMES: usize = SEASON_GAMES as usize;

// What the calibration steers each season toward, per team per game.
const TARGET_GOALS: f64 = 2.95;
const TARGET_SHOTS: f64 = 31.8;
const TARGET_POWER_PLAY_PCT: f64 = 0.20;
/// Fights per team per game: a fighting major each, about 0.2 a game as in 2015-2018.
const TARGET_FIGHTS: f64 = 0.22;
const TARGET_POWER_PLAY_CHANCES: f64 = 3.0;
/// Seasons to simulate before giving up on landing every figure in its band.
const MAX_ATTEMPTS: u32 = 60;

// Role model. Forward tiers are lines 1-4 and the extra forward; defence tiers are pairs 1-3
// and the extra defenceman.
/// Ice time per game by tier (seconds) as the simulated shifts give it, to turn real per-game
/// rates into per-second ones.
const FORWARD_TOI: [f64; 5] = [1225.0, 990.0, 820.0, 595.0, 560.0];
const DEFENCE_TOI: [f64; 4] = [1420.0, 1195.0, 950.0, 900.0];
/// Share of even-strength shifts each forward line and defence pair takes.
const LINE_SHARES: [f64; 4] = [0.33, 0.28, 0.22, 0.17];
const PAIR_SHARES: [f64; 3] = [0.39, 0.33, 0.28];
/// Share of three-on-three overtime shifts for each of the top three units.
const OVERTIME_SHARES: [f64; 3] = [0.45, 0.35, 0.20];
/// Hits per 60 minutes by tier, before the penalty-minutes boost and each player's own spread.
const FORWARD_HITS_PER_60: [f64; 5] = [2.4, 3.2, 4.0, 5.2, 4.8];
const DEFENCE_HITS_PER_60: [f64; 4] = [3.2, 3.2, 3.6, 3.6];
/// How much more often a defenceman than a forward is the one who blocks a shot.
const DEFENCE_BLOCK_WEIGHT: f64 = 4.0;
/// Blocked attempts per shot on goal (blocks are not shots on goal).
const BLOCKED_PER_SHOT: f64 = 0.45;
/// Whistles per game besides goals, penalties and period starts; each is a faceoff.
const STOPPAGES_PER_GAME: f64 = 42.0;
const MISCONDUCTS_PER_TEAM_GAME: f64 = 0.05;
const DOUBLE_MINOR_SHARE: f64 = 0.08;
/// Share of faceoffs a winger takes (the centre waved out of the circle).
const WINGER_FACEOFF_SHARE: f64 = 0.06;
/// Chances of 0, 1 or 2 assists on a goal: 1.69 per goal, as in 2015-2018.
const ASSIST_COUNT_WEIGHTS: [f64; 3] = [0.03, 0.25, 0.72];
/// Chance a team dresses a player in place of a regular before a game, when nobody is out.
const ABSENCE_START: [f64; 2] = [0.16, 0.12];
/// Chance an absence lasts one more game.
const ABSENCE_GOES_ON: f64 = 0.75;
const STARTER_STARTS: std::ops::RangeInclusive<usize> = 56..=63;

struct TeamSpec {
    abbreviation: &'static str,
    city: &'static str,
    name: &'static str,
}

const TEAMS: [TeamSpec; 8] = [
    team("PAL", "Port Aldous", "Lanterns"),
    team("KFI", "Kessler Falls", "Ironclads"),
    team("MBC", "Marrow Bay", "Comets"),
    team("GLF", "Glenharrow", "Foxes"),
    team("NCP", "North Corran", "Pilots"),
    team("VRM", "Vintner Ridge", "Millers"),
    team("EMH", "Eastmere", "Huskies"),
    team("HSV", "Halloway Sound", "Voyageurs"),
];

const fn team(abbreviation: &'static str, city: &'static str, name: &'static str) -> TeamSpec {
    TeamSpec {
        abbreviation,
        city,
        name,
    }
}

const FIRST_NAMES: [&str; 64] = [
    "Aaron", "Adam", "Alex", "Andre", "Ben", "Blake", "Brady", "Brendan", "Caleb", "Carter",
    "Cole", "Connor", "Dallas", "Dane", "Derek", "Dylan", "Eli", "Emil", "Eric", "Evan", "Felix",
    "Finn", "Gabe", "Grant", "Hugo", "Isaac", "Jack", "Jake", "Jonas", "Jordan", "Kai", "Kyle",
    "Lars", "Leo", "Liam", "Logan", "Lucas", "Marcus", "Mason", "Matt", "Max", "Milo", "Nate",
    "Nico", "Noah", "Oliver", "Oskar", "Owen", "Pavel", "Quinn", "Reid", "Riley", "Ryan", "Sam",
    "Sean", "Seth", "Theo", "Tomas", "Trent", "Troy", "Tyler", "Victor", "Wes", "Zach",
];

// Surnames are invented by joining a stem and an ending, and any whose Databank key (its first
// five letters) belongs to a real player is skipped, so no real surname ships.
const SURNAME_STEMS: [&str; 30] = [
    "Ash", "Bran", "Cald", "Dov", "Eld", "Fenn", "Garr", "Holl", "Ivar", "Jarn", "Kell", "Lisk",
    "Marr", "Nord", "Osk", "Penn", "Quill", "Rusk", "Stell", "Torv", "Ulm", "Vask", "Wend", "Yor",
    "Brisk", "Chal", "Dunm", "Frey", "Grell", "Hask",
];
const SURNAME_ENDINGS: [&str; 26] = [
    "berg", "by", "croft", "dahl", "ford", "gaard", "holm", "kin", "ley", "lund", "mark", "more",
    "quist", "rud", "sen", "stad", "strom", "ton", "vall", "well", "wick", "wood", "ard", "ette",
    "ov", "sky",
];

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("make_league: {message}");
            ExitCode::FAILURE
        }
    }
}

struct Args {
    seed: u64,
    databank: PathBuf,
    out: PathBuf,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        seed: DEFAULT_SEED,
        databank: PathBuf::from(DEFAULT_DATABANK),
        out: PathBuf::from(DEFAULT_OUT),
    };
    let mut given = std::env::args().skip(1);
    while let Some(flag) = given.next() {
        let value = given
            .next()
            .ok_or_else(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--seed" => args.seed = value.parse().map_err(|_| format!("bad seed {value:?}"))?,
            "--databank" => args.databank = PathBuf::from(value),
            "--out" => args.out = PathBuf::from(value),
            _ => {
                return Err(format!(
                    "unknown argument {flag:?}; usage: make_league [--seed N] [--databank DIR] [--out DIR]"
                ));
            }
        }
    }
    Ok(args)
}

fn run() -> Result<(), String> {
    let args = parse_args()?;
    let databank = Databank::load(&args.databank)?;
    let mut rng = Rng::seed_from_u64(args.seed);
    let mut teams = draw_teams(&databank, &mut rng);
    let mut calibration = Calibration::default();
    for attempt in 1..=MAX_ATTEMPTS {
        play_season(&mut teams, &calibration, &mut rng);
        let league = to_league(&teams);
        let figures = league.figures();
        let misses = misses(&league, &figures);
        let fights =
            f64::from(teams.iter().map(|t| t.fights).sum::<u32>()) / f64::from(figures.team_games);
        println!(
            "season {attempt}: goals {:.2}, shots {:.2}, save % {:.3}, PIM {:.2}, fights/game {:.2}{}",
            figures.goals,
            figures.shots,
            figures.save_pct,
            figures.penalty_minutes,
            fights,
            if misses.is_empty() {
                String::new()
            } else {
                format!("; out of band: {}", misses.join(", "))
            }
        );
        if misses.is_empty() {
            write_league(&league, &args.out)?;
            report(&league, &figures, &databank.real, args.seed, attempt);
            return Ok(());
        }
        calibration.steer(&figures, fights, attempt);
    }
    Err(format!(
        "no season in {MAX_ATTEMPTS} landed every figure in its band; try another seed"
    ))
}

fn write_league(league: &League, out: &Path) -> Result<(), String> {
    let (teams, skaters, goalies) = league.to_csv();
    for (file, text) in [
        ("teams.csv", teams),
        ("skaters.csv", skaters),
        ("goalies.csv", goalies),
    ] {
        let path = out.join(file);
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    println!(
        "wrote teams.csv, skaters.csv and goalies.csv to {}",
        out.display()
    );
    Ok(())
}

fn report(league: &League, figures: &LeagueFigures, real: &LeagueFigures, seed: u64, attempt: u32) {
    println!(
        "\nseed {seed}, season {attempt}: {} teams, {} team games",
        league.teams.len(),
        figures.team_games
    );
    println!(
        "{:<28} {:>8} {:>12}",
        "per team per game", "league", "real 15-18"
    );
    let rows = [
        ("goals", figures.goals, real.goals, 2),
        ("shots on goal", figures.shots, real.shots, 2),
        (
            "penalty minutes",
            figures.penalty_minutes,
            real.penalty_minutes,
            2,
        ),
        (
            "power-play chances",
            figures.power_play_chances,
            real.power_play_chances,
            2,
        ),
        (
            "power-play %",
            figures.power_play_pct * 100.0,
            real.power_play_pct * 100.0,
            1,
        ),
        ("save %", figures.save_pct, real.save_pct, 3),
        (
            "assists per goal",
            figures.assists_per_goal,
            real.assists_per_goal,
            2,
        ),
    ];
    for (name, ours, theirs, digits) in rows {
        println!("{name:<28} {ours:>8.digits$} {theirs:>12.digits$}");
    }
    println!("\ntop 5 scorers");
    println!(
        "{:<22} {:<4} {:<3} {:>3} {:>3} {:>3} {:>4} {:>4}",
        "", "team", "pos", "GP", "G", "A", "PTS", "PIM"
    );
    for (player, line) in league.leaders(SkaterStat::Points, 5) {
        println!(
            "{:<22} {:<4} {:<3} {:>3} {:>3} {:>3} {:>4} {:>4}",
            player.name,
            player.team,
            player.position.code(),
            line.games,
            line.goals,
            line.assists,
            line.points(),
            line.penalty_minutes
        );
    }
    println!("\nteams (W-L-OTL, GF-GA, starter's starts, top goal scorer)");
    for team in &league.teams {
        let r = &team.record;
        let top = team
            .skaters()
            .max_by_key(|(p, line)| (line.goals, Reverse(p.id.clone())))
            .map(|(p, line)| format!("{} {}", p.name, line.goals))
            .unwrap_or_default();
        let starts = team.goalies().map(|(_, g)| g.starts).max().unwrap_or(0);
        println!(
            "{} {:<26} {:>2}-{:>2}-{:>2}  {:>3}-{:>3}  {:>2}  {}",
            team.abbreviation,
            team.full_name(),
            r.wins,
            r.losses,
            r.overtime_losses,
            r.goals_for,
            r.goals_against,
            starts,
            top
        );
    }
}

/// The figures a shipped season must land in, a little inside the bands the league tests hold
/// the data to, so the shipped league is not on an edge; each miss is named.
fn misses(league: &League, figures: &LeagueFigures) -> Vec<String> {
    let mut misses = Vec::new();
    let mut band = |name: &str, value: f64, low: f64, high: f64| {
        if !(low..=high).contains(&value) {
            misses.push(format!("{name} {value:.3}"));
        }
    };
    band("goals", figures.goals, 2.92, 3.07);
    band("shots", figures.shots, 30.3, 31.9);
    band("save %", figures.save_pct, 0.906, 0.911);
    band("penalty minutes", figures.penalty_minutes, 7.7, 8.8);
    band("power-play chances", figures.power_play_chances, 2.8, 3.2);
    band("power-play %", figures.power_play_pct, 0.185, 0.215);
    band("assists per goal", figures.assists_per_goal, 1.62, 1.78);
    let leader = league.leaders(SkaterStat::Goals, 1)[0].1.goals;
    band("leading goal total", f64::from(leader), 36.0, 54.0);
    let weakest_top_scorer = league
        .teams
        .iter()
        .map(|t| t.skaters().map(|(_, l)| l.goals).max().unwrap_or(0))
        .min()
        .unwrap_or(0);
    band(
        "weakest team's top goal total",
        f64::from(weakest_top_scorer),
        30.0,
        60.0,
    );
    let enforcers = league
        .skaters()
        .filter(|(_, l)| l.penalty_minutes >= 90)
        .count();
    band("skaters with 90+ PIM", enforcers as f64, 3.0, 12.0);
    let thinnest_depth = league
        .teams
        .iter()
        .map(|t| {
            t.skaters()
                .filter(|(p, l)| p.position.is_forward() && l.games > 40 && l.goals < 10)
                .count()
        })
        .min()
        .unwrap_or(0);
    band(
        "fewest regular forwards under 10 goals",
        thinnest_depth as f64,
        2.0,
        13.0,
    );
    let highest_fourth_line = league
        .teams
        .iter()
        .map(|t| {
            let lines = t.lines();
            let goals = lines.forwards[3]
                .players()
                .map(|p| p.skater_line().map_or(0, |l| l.goals));
            goals.iter().sum::<u32>()
        })
        .max()
        .unwrap_or(0);
    band(
        "highest 4th-line goal total",
        f64::from(highest_fourth_line),
        0.0,
        29.0,
    );
    misses
}

// ---------------------------------------------------------------------------------------------
// Real data

/// One real skater-season's totals, the source of a fictional skater's rates.
#[derive(Debug, Clone, Copy)]
struct Profile {
    games: f64,
    goals: f64,
    assists: f64,
    shots: f64,
    penalty_minutes: f64,
    power_play_points: f64,
    short_handed_points: f64,
}

impl Profile {
    fn per_game(&self, total: f64) -> f64 {
        total / self.games
    }

    fn points_per_game(&self) -> f64 {
        self.per_game(self.goals + self.assists)
    }
}

struct Databank {
    /// By tier (lines 1-4, extra), then centres and wingers.
    forwards: [[Vec<Profile>; 2]; 5],
    /// By tier (pairs 1-3, extra).
    defence: [Vec<Profile>; 4],
    /// Forwards scoring 0.42-0.55 goals a game over 60+ games: one per team's top line.
    snipers: Vec<Profile>,
    /// Low-scoring forwards with 1.3+ penalty minutes a game: a 4th-liner on most teams.
    enforcers: Vec<Profile>,
    starter_save_pcts: Vec<f64>,
    backup_save_pcts: Vec<f64>,
    /// The first five letters of every real player's surname, as Databank ids begin.
    surname_keys: HashSet<String>,
    real: LeagueFigures,
}

/// A Databank CSV file (plain comma-separated, no quoted fields).
struct Table {
    columns: HashMap<String, usize>,
    rows: Vec<Vec<String>>,
}

impl Table {
    fn read(path: &Path) -> Result<Table, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let mut lines = text.lines();
        let header = lines
            .next()
            .ok_or_else(|| format!("{} is empty", path.display()))?;
        let columns = header
            .split(',')
            .enumerate()
            .map(|(i, c)| (c.trim().to_owned(), i))
            .collect();
        let rows = lines
            .map(|l| l.split(',').map(|f| f.trim().to_owned()).collect())
            .collect();
        Ok(Table { columns, rows })
    }

    fn column(&self, name: &str) -> Result<usize, String> {
        self.columns
            .get(name)
            .copied()
            .ok_or_else(|| format!("Databank file has no {name} column"))
    }

    fn columns<const N: usize>(&self, names: [&str; N]) -> Result<[usize; N], String> {
        let mut columns = [0; N];
        for (column, name) in columns.iter_mut().zip(names) {
            *column = self.column(name)?;
        }
        Ok(columns)
    }

    /// Rows of the chosen NHL seasons.
    fn season_rows(&self) -> Result<impl Iterator<Item = &Vec<String>>, String> {
        let (year, league) = (self.column("year")?, self.column("lgID")?);
        Ok(self
            .rows
            .iter()
            .filter(move |r| SEASONS.contains(&r[year].as_str()) && r[league] == "NHL"))
    }
}

/// A numeric field; blank (not recorded) counts as 0.
fn number(row: &[String], column: usize) -> f64 {
    row.get(column).and_then(|f| f.parse().ok()).unwrap_or(0.0)
}

impl Databank {
    fn load(dir: &Path) -> Result<Databank, String> {
        let scoring = Table::read(&dir.join("Scoring.csv"))?;
        let goalies = Table::read(&dir.join("Goalies.csv"))?;
        let teams = Table::read(&dir.join("Teams.csv"))?;
        let mut databank = Databank {
            forwards: Default::default(),
            defence: Default::default(),
            snipers: Vec::new(),
            enforcers: Vec::new(),
            starter_save_pcts: Vec::new(),
            backup_save_pcts: Vec::new(),
            surname_keys: surname_keys(&scoring)?,
            real: real_figures(&scoring, &goalies, &teams)?,
        };
        databank.load_skaters(&scoring)?;
        databank.load_goalies(&goalies)?;
        let empty = databank
            .forwards
            .iter()
            .flatten()
            .chain(&databank.defence)
            .chain([&databank.snipers, &databank.enforcers])
            .any(Vec::is_empty);
        if empty || databank.starter_save_pcts.is_empty() || databank.backup_save_pcts.is_empty() {
            return Err("the Databank has too few 2015-2017 NHL players to draw from".into());
        }
        Ok(databank)
    }

    /// Ranks each real team-season's skaters by points per game, forwards and defence apart,
    /// and files each under the tier its rank gives: forwards three to a line, defence two to
    /// a pair, the rest as extras.
    fn load_skaters(&mut self, scoring: &Table) -> Result<(), String> {
        let [team, year, pos, gp, g, a, pim, ppg, ppa, shg, sha, sog] = scoring.columns([
            "tmID", "year", "pos", "GP", "G", "A", "PIM", "PPG", "PPA", "SHG", "SHA", "SOG",
        ])?;
        let mut by_team: ProfilesByTeam = HashMap::new();
        for row in scoring.season_rows()? {
            let profile = Profile {
                games: number(row, gp),
                goals: number(row, g),
                assists: number(row, a),
                shots: number(row, sog),
                penalty_minutes: number(row, pim),
                power_play_points: number(row, ppg) + number(row, ppa),
                short_handed_points: number(row, shg) + number(row, sha),
            };
            let position = row[pos].as_str();
            if position == "G" || profile.games < MIN_REAL_GAMES {
                continue;
            }
            let forward = position != "D";
            let goals_per_game = profile.per_game(profile.goals);
            if forward && profile.games >= 60.0 && (0.42..=0.55).contains(&goals_per_game) {
                self.snipers.push(profile);
            }
            if forward && profile.per_game(profile.penalty_minutes) >= 1.3 && goals_per_game < 0.12
            {
                self.enforcers.push(profile);
            }
            by_team
                .entry((row[year].clone(), row[team].clone()))
                .or_default()
                .push((forward, profile, position == "C"));
        }
        // Sorted keys keep the pools in the same order on every run.
        let mut keys: Vec<_> = by_team.keys().cloned().collect();
        keys.sort();
        for key in keys {
            let mut skaters = by_team.remove(&key).unwrap_or_default();
            skaters.sort_by(|x, y| y.1.points_per_game().total_cmp(&x.1.points_per_game()));
            let (mut forward_rank, mut defence_rank) = (0, 0);
            for (forward, profile, centre) in skaters {
                if forward {
                    let tier = (forward_rank / 3).min(4);
                    self.forwards[tier][usize::from(!centre)].push(profile);
                    forward_rank += 1;
                } else {
                    self.defence[(defence_rank / 2).min(3)].push(profile);
                    defence_rank += 1;
                }
            }
        }
        Ok(())
    }

    /// Each real team-season's most-used goalie (40+ games) is a starter, the others with 10+
    /// games backups. Save percentages are pulled a little toward .912 (the 2015-2018 figure)
    /// so a short hot or cold season does not make an extreme goalie.
    fn load_goalies(&mut self, goalies: &Table) -> Result<(), String> {
        let [team, year, gp, ga, sa] = goalies.columns(["tmID", "year", "GP", "GA", "SA"])?;
        let mut by_team: HashMap<(String, String), Vec<(f64, f64)>> = HashMap::new();
        for row in goalies.season_rows()? {
            let shots = number(row, sa);
            let save_pct = (shots - number(row, ga) + 0.912 * 400.0) / (shots + 400.0);
            by_team
                .entry((row[year].clone(), row[team].clone()))
                .or_default()
                .push((number(row, gp), save_pct));
        }
        let mut keys: Vec<_> = by_team.keys().cloned().collect();
        keys.sort();
        for key in keys {
            let mut team_goalies = by_team.remove(&key).unwrap_or_default();
            team_goalies.sort_by(|x, y| y.0.total_cmp(&x.0));
            for (rank, (games, save_pct)) in team_goalies.into_iter().enumerate() {
                if rank == 0 && games >= 40.0 {
                    self.starter_save_pcts.push(save_pct);
                } else if games >= 10.0 {
                    self.backup_save_pcts.push(save_pct);
                }
            }
        }
        Ok(())
    }
}

/// Databank ids are the surname's first five letters, the given name's first two and a number.
fn surname_keys(scoring: &Table) -> Result<HashSet<String>, String> {
    let id = scoring.column("playerID")?;
    Ok(scoring
        .rows
        .iter()
        .filter_map(|row| {
            let letters = row[id].trim_end_matches(|c: char| c.is_ascii_digit());
            letters
                .len()
                .checked_sub(2)
                .map(|end| letters[..end].to_owned())
        })
        .collect())
}

fn real_figures(scoring: &Table, goalies: &Table, teams: &Table) -> Result<LeagueFigures, String> {
    let sum = |table: &Table, name: &str| -> Result<f64, String> {
        let column = table.column(name)?;
        Ok(table.season_rows()?.map(|r| number(r, column)).sum())
    };
    let team_games = sum(teams, "G")?;
    let goals = sum(scoring, "G")?;
    let (shots_against, goals_against) = (sum(goalies, "SA")?, sum(goalies, "GA")?);
    Ok(LeagueFigures {
        team_games: team_games as u32,
        goals: sum(teams, "GF")? / team_games,
        shots: sum(scoring, "SOG")? / team_games,
        penalty_minutes: sum(teams, "PIM")? / team_games,
        power_play_chances: sum(teams, "PPC")? / team_games,
        power_play_pct: sum(teams, "PPG")? / sum(teams, "PPC")?,
        save_pct: 1.0 - goals_against / shots_against,
        assists_per_goal: sum(scoring, "A")? / goals,
    })
}

// ---------------------------------------------------------------------------------------------
// The fictional teams

/// What the simulation needs of a skater, per second on ice where it is a rate.
#[derive(Debug, Clone, Copy)]
struct Talent {
    shots: f64,
    shooting_pct: f64,
    /// Weight for being credited with an assist on a teammate's goal.
    assists: f64,
    /// Weight for being the one penalized when the team takes a minor.
    minors: f64,
    /// Weight for dropping the gloves: steep in penalty minutes, so enforcers do the fighting.
    fights: f64,
    /// Real power-play points per game, to pick the power-play units.
    power_play: f64,
    /// Modelled penalty-killing trust, to pick the penalty-killing units.
    penalty_kill: f64,
    hits: f64,
    /// Weight for being the one who blocks an opponent's shot.
    blocks: f64,
    /// Chance of beating an average opponent on a draw.
    faceoffs: f64,
    /// Weight for being the regular who sits (hurt or scratched) when one must.
    sits: f64,
}

struct Skater {
    name: String,
    position: Position,
    talent: Talent,
    line: SkaterLine,
    toi_total: u32,
}

struct Goalie {
    name: String,
    /// How much more often than a .912 goalie this one lets a shot in.
    leakiness: f64,
    line: GoalieLine,
    seconds: u32,
}

/// A regular sitting out for some games; the extra at his group plays instead.
#[derive(Debug, Clone, Copy)]
struct Absence {
    slot: usize,
    games_left: u32,
}

/// Skater slots: forwards 0-12 (line k's LW, C, RW at 3k, 3k+1, 3k+2; 12 the extra),
/// defence 13-19 (pair k at 13+2k and 14+2k; 19 the extra).
const EXTRA_FORWARD: usize = 12;
const FIRST_DEFENCE: usize = 13;
const EXTRA_DEFENCE: usize = 19;
const FORWARD_POSITIONS: [Position; 3] =
    [Position::LeftWing, Position::Centre, Position::RightWing];

struct Team {
    spec: &'static TeamSpec,
    skaters: Vec<Skater>,
    /// The starter, then the backup.
    goalies: [Goalie; 2],
    record: TeamRecord,
    /// Which of the season's games the starter starts.
    starter_plan: Vec<bool>,
    /// Forwards and defence.
    out: [Option<Absence>; 2],
    /// Fighting majors this season, for the report.
    fights: u32,
}

fn draw_teams(databank: &Databank, rng: &mut Rng) -> Vec<Team> {
    let mut names = Names::new(&databank.surname_keys);
    TEAMS
        .iter()
        .map(|spec| draw_team(spec, databank, &mut names, rng))
        .collect()
}

fn draw_team(
    spec: &'static TeamSpec,
    databank: &Databank,
    names: &mut Names,
    rng: &mut Rng,
) -> Team {
    let choose = |pool: &[Profile], rng: &mut Rng| pool[rng.random_range(0..pool.len())];
    // One top-line forward is a sniper; most teams dress an enforcer on the 4th line.
    let sniper = pick_weighted(rng, &[2.0, 1.0, 2.0]);
    let enforcer = rng
        .random_bool(0.625)
        .then(|| if rng.random_bool(0.5) { 0 } else { 2 });
    let mut skaters = Vec::with_capacity(20);
    let mut by_position: [Vec<Profile>; 3] = Default::default();
    for tier in 0..4 {
        for (column, position) in FORWARD_POSITIONS.into_iter().enumerate() {
            let profile = if tier == 0 && column == sniper {
                choose(&databank.snipers, rng)
            } else if tier == 3 && enforcer == Some(column) {
                choose(&databank.enforcers, rng)
            } else {
                let wing = usize::from(position != Position::Centre);
                choose(&databank.forwards[tier][wing], rng)
            };
            by_position[column].push(profile);
        }
    }
    // The best at each position by points per game plays on the first line, and so on down.
    for profiles in &mut by_position {
        profiles.sort_by(|x, y| y.points_per_game().total_cmp(&x.points_per_game()));
    }
    for tier in 0..4 {
        for (column, position) in FORWARD_POSITIONS.into_iter().enumerate() {
            let profile = by_position[column][tier];
            skaters.push(new_skater(names.invent(rng), position, tier, &profile, rng));
        }
    }
    // The extra forward is a centre, who can fill in anywhere, so wingers take only the odd draw.
    let profile = choose(&databank.forwards[4][0], rng);
    skaters.push(new_skater(
        names.invent(rng),
        Position::Centre,
        4,
        &profile,
        rng,
    ));

    let mut defence: Vec<Profile> = (0..6)
        .map(|i| choose(&databank.defence[i / 2], rng))
        .collect();
    defence.sort_by(|x, y| y.points_per_game().total_cmp(&x.points_per_game()));
    defence.push(choose(&databank.defence[3], rng));
    for (i, profile) in defence.iter().enumerate() {
        let tier = (i / 2).min(3);
        skaters.push(new_skater(
            names.invent(rng),
            Position::Defence,
            tier,
            profile,
            rng,
        ));
    }

    let starter = databank.starter_save_pcts[rng.random_range(0..databank.starter_save_pcts.len())];
    let backup = databank.backup_save_pcts[rng.random_range(0..databank.backup_save_pcts.len())];
    let goalies = [starter, backup].map(|save_pct| Goalie {
        name: names.invent(rng),
        leakiness: (1.0 - save_pct) / (1.0 - 0.912),
        line: GoalieLine::default(),
        seconds: 0,
    });
    Team {
        spec,
        skaters,
        goalies,
        record: TeamRecord::default(),
        starter_plan: Vec::new(),
        out: [None, None],
        fights: 0,
    }
}

/// Rates and modelled traits for a skater playing `tier` with a real `profile`'s per-game rates.
fn new_skater(
    name: String,
    position: Position,
    tier: usize,
    profile: &Profile,
    rng: &mut Rng,
) -> Skater {
    let forward = position.is_forward();
    let toi = if forward {
        FORWARD_TOI[tier]
    } else {
        DEFENCE_TOI[tier]
    };
    let per_second = |total: f64| profile.per_game(total) / toi;
    let pim_per_game = profile.per_game(profile.penalty_minutes);
    // Shooting luck over a real season is large; pull toward the position's usual percentage.
    let usual_pct = if forward { 0.105 } else { 0.05 };
    let shooting_pct = (profile.goals + usual_pct * 50.0) / (profile.shots + 50.0);
    let hits_per_60 = if forward {
        FORWARD_HITS_PER_60[tier]
    } else {
        DEFENCE_HITS_PER_60[tier]
    };
    let faceoffs = match position {
        Position::Centre => 0.50 + 0.01 * (2.0 - tier as f64) + 0.025 * normal(rng),
        _ => 0.44 + 0.03 * normal(rng),
    };
    let penalty_kill = match (forward, tier) {
        (true, 1 | 2) => 1.0,
        (true, 0 | 3) => 0.6,
        (false, 0 | 1) => 1.0,
        _ => 0.6,
    } * spread(rng, 0.3)
        + 4.0 * profile.per_game(profile.short_handed_points);
    let sits = if forward {
        [0.5, 0.8, 1.0, 1.7, 0.0][tier]
    } else {
        [0.7, 0.9, 1.4, 0.0][tier]
    };
    let block_weight = if forward { 1.0 } else { DEFENCE_BLOCK_WEIGHT };
    let excess_pim = (pim_per_game - 0.7).max(0.0);
    Skater {
        name,
        position,
        talent: Talent {
            shots: per_second(profile.shots),
            shooting_pct,
            assists: per_second(profile.assists).max(0.02 / toi),
            minors: pim_per_game.clamp(0.1, 1.5) / toi,
            fights: 0.03 + 1.5 * excess_pim * excess_pim,
            power_play: profile.per_game(profile.power_play_points),
            penalty_kill,
            hits: hits_per_60 * (1.0 + 0.6 * pim_per_game.min(2.5)) * spread(rng, 0.35) / 3600.0,
            blocks: block_weight * spread(rng, 0.3),
            faceoffs: faceoffs.clamp(0.35, 0.60),
            sits,
        },
        line: SkaterLine::default(),
        toi_total: 0,
    }
}

/// A roughly standard normal number: the sum of twelve uniforms, less six.
fn normal(rng: &mut Rng) -> f64 {
    (0..12).map(|_| rng.random::<f64>()).sum::<f64>() - 6.0
}

/// A factor near 1 with the given relative spread, never below 0.25.
fn spread(rng: &mut Rng, relative: f64) -> f64 {
    (1.0 + relative * normal(rng)).max(0.25)
}

/// One of `players`, each as likely as its weight.
fn pick_player(rng: &mut Rng, players: &[usize], weight: impl Fn(usize) -> f64) -> usize {
    let mut x = rng.random::<f64>() * players.iter().map(|&p| weight(p)).sum::<f64>();
    for &player in players {
        if x < weight(player) {
            return player;
        }
        x -= weight(player);
    }
    players[players.len() - 1]
}

fn pick_weighted(rng: &mut Rng, weights: &[f64]) -> usize {
    let mut x = rng.random::<f64>() * weights.iter().sum::<f64>();
    for (i, &weight) in weights.iter().enumerate() {
        if x < weight {
            return i;
        }
        x -= weight;
    }
    weights.len() - 1
}

struct Names<'a> {
    real_surname_keys: &'a HashSet<String>,
    used: HashSet<String>,
}

impl<'a> Names<'a> {
    fn new(real_surname_keys: &'a HashSet<String>) -> Self {
        Names {
            real_surname_keys,
            used: HashSet::new(),
        }
    }

    fn invent(&mut self, rng: &mut Rng) -> String {
        loop {
            let first = FIRST_NAMES[rng.random_range(0..FIRST_NAMES.len())];
            let stem = SURNAME_STEMS[rng.random_range(0..SURNAME_STEMS.len())];
            let ending = SURNAME_ENDINGS[rng.random_range(0..SURNAME_ENDINGS.len())];
            let surname = format!("{stem}{ending}");
            let key: String = surname.to_ascii_lowercase().chars().take(5).collect();
            let name = format!("{first} {surname}");
            if !self.real_surname_keys.contains(&key) && self.used.insert(name.clone()) {
                return name;
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The season

/// Multipliers the season is steered by; see [`Calibration::steer`].
#[derive(Debug, Clone, Copy)]
struct Calibration {
    shots: f64,
    goals: f64,
    power_play_goals: f64,
    minors_per_second: f64,
    /// Fights per second per unit of on-ice fighting weight (the two teams' highest, summed).
    fights_per_second: f64,
}

impl Default for Calibration {
    fn default() -> Self {
        Calibration {
            shots: 1.0,
            goals: 0.85,
            power_play_goals: 1.35,
            minors_per_second: TARGET_POWER_PLAY_CHANCES / f64::from(REGULATION_SECONDS),
            fights_per_second: 0.27 / f64::from(REGULATION_SECONDS),
        }
    }
}

impl Calibration {
    /// Moves each multiplier toward the ratio of target to outcome, by a share that shrinks
    /// season by season (all the way after the first, half after the second, a third after
    /// the third...), so the multipliers settle on the average of what the seasons ask for
    /// instead of chasing each season's luck. Goals follow shots, so the goal multiplier
    /// takes out the shot correction.
    fn steer(&mut self, figures: &LeagueFigures, fights: f64, season: u32) {
        let share = 1.0 / f64::from(season);
        let step = |ratio: f64| 1.0 + share * (ratio - 1.0);
        let shot_ratio = TARGET_SHOTS / figures.shots;
        self.shots *= step(shot_ratio);
        self.goals *= step(TARGET_GOALS / figures.goals / shot_ratio);
        self.power_play_goals *= step(TARGET_POWER_PLAY_PCT / figures.power_play_pct);
        self.minors_per_second *= step(TARGET_POWER_PLAY_CHANCES / figures.power_play_chances);
        self.fights_per_second *= step(TARGET_FIGHTS / fights.max(0.01));
    }
}

fn play_season(teams: &mut [Team], calibration: &Calibration, rng: &mut Rng) {
    for team in teams.iter_mut() {
        team.record = TeamRecord::default();
        team.out = [None, None];
        team.fights = 0;
        for skater in &mut team.skaters {
            skater.line = SkaterLine::default();
            skater.toi_total = 0;
        }
        for goalie in &mut team.goalies {
            goalie.line = GoalieLine::default();
            goalie.seconds = 0;
        }
        let starts = rng.random_range(STARTER_STARTS);
        team.starter_plan = (0..GAMES).map(|game| game < starts).collect();
        team.starter_plan.shuffle(rng);
    }
    for round in 0..GAMES {
        for (home, away) in round_pairs(round, teams.len()) {
            let (home_team, away_team) = two_mut(teams, home, away);
            play_game([home_team, away_team], round, calibration, rng);
        }
    }
}

/// The circle method: in each round every team plays once, and over `teams - 1` rounds every
/// pair meets once. 82 rounds give every team 82 games.
fn round_pairs(round: usize, teams: usize) -> Vec<(usize, usize)> {
    let rotating = teams - 1;
    let r = round % rotating;
    let mut pairs = vec![(teams - 1, r)];
    for k in 1..teams / 2 {
        pairs.push(((r + k) % rotating, (r + rotating - k) % rotating));
    }
    if (round / rotating) % 2 == 1 {
        for pair in &mut pairs {
            *pair = (pair.1, pair.0);
        }
    }
    pairs
}

fn two_mut(teams: &mut [Team], a: usize, b: usize) -> (&mut Team, &mut Team) {
    if a < b {
        let (left, right) = teams.split_at_mut(b);
        (&mut left[a], &mut right[0])
    } else {
        let (left, right) = teams.split_at_mut(a);
        (&mut right[0], &mut left[b])
    }
}

/// Before a game: an absence may end or begin, at forward and at defence.
fn update_absences(team: &mut Team, rng: &mut Rng) {
    for group in 0..2 {
        if team.out[group].is_some_and(|a| a.games_left == 0) {
            team.out[group] = None;
        }
        if team.out[group].is_none() && rng.random_bool(ABSENCE_START[group]) {
            let slots = if group == 0 {
                0..EXTRA_FORWARD
            } else {
                FIRST_DEFENCE..EXTRA_DEFENCE
            };
            let weights: Vec<f64> = slots.clone().map(|s| team.skaters[s].talent.sits).collect();
            let slot = slots.start + pick_weighted(rng, &weights);
            let mut games = 1;
            while games < 20 && rng.random_bool(ABSENCE_GOES_ON) {
                games += 1;
            }
            team.out[group] = Some(Absence {
                slot,
                games_left: games,
            });
        }
    }
}

/// Who dresses and where, for one game.
struct Lineup {
    /// Skater slots as [LW, C, RW].
    lines: [[usize; 3]; 4],
    pairs: [[usize; 2]; 3],
    power_play: [[usize; 5]; 2],
    penalty_kill: [[usize; 4]; 2],
    /// Dressed forwards and defence, bottom of the lineup first: who steps in for a player in
    /// the box.
    forwards: Vec<usize>,
    defence: Vec<usize>,
}

impl Lineup {
    /// With a regular out, everyone below him at his position moves up and the extra plays at
    /// the bottom.
    fn new(team: &Team) -> Lineup {
        let out = |slot: usize| team.out.iter().flatten().any(|a| a.slot == slot);
        let mut lines = [[0; 3]; 4];
        for column in 0..3 {
            let mut depth: Vec<usize> = (0..4)
                .map(|line| 3 * line + column)
                .filter(|&s| !out(s))
                .collect();
            if depth.len() < 4 {
                depth.push(EXTRA_FORWARD);
            }
            for (line, &slot) in depth.iter().enumerate() {
                lines[line][column] = slot;
            }
        }
        let mut depth: Vec<usize> = (FIRST_DEFENCE..EXTRA_DEFENCE)
            .filter(|&s| !out(s))
            .collect();
        if depth.len() < 6 {
            depth.push(EXTRA_DEFENCE);
        }
        let pairs = [0, 1, 2].map(|pair| [depth[2 * pair], depth[2 * pair + 1]]);
        let forwards: Vec<usize> = lines.iter().rev().flatten().copied().collect();
        let defence: Vec<usize> = depth.iter().rev().copied().collect();
        let ranked = |players: &[usize], key: fn(&Talent) -> f64| {
            let mut ranked = players.to_vec();
            ranked.sort_by(|&x, &y| {
                key(&team.skaters[y].talent).total_cmp(&key(&team.skaters[x].talent))
            });
            ranked
        };
        let (f, d) = (
            ranked(&forwards, |t| t.power_play),
            ranked(&defence, |t| t.power_play),
        );
        // Taking the first n of a unit gives the right mix when a side has fewer skaters.
        let power_play = [
            [f[0], f[1], f[2], d[0], f[3]],
            [f[4], f[5], f[6], d[1], d[2]],
        ];
        let (f, d) = (
            ranked(&forwards, |t| t.penalty_kill),
            ranked(&defence, |t| t.penalty_kill),
        );
        let penalty_kill = [[d[0], d[1], f[0], f[1]], [d[2], d[3], f[2], f[3]]];
        Lineup {
            lines,
            pairs,
            power_play,
            penalty_kill,
            forwards,
            defence,
        }
    }

    fn dressed(&self) -> impl Iterator<Item = usize> + '_ {
        self.forwards.iter().chain(&self.defence).copied()
    }
}

/// Something that can happen in a second of play; the number is the side that does it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Event {
    Shot(usize),
    /// The side's attempt blocked by the other side.
    Block(usize),
    Hit(usize),
    Minor(usize),
    Misconduct(usize),
    Fight,
    Stoppage,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PenaltyKind {
    Minor,
    DoubleMinor,
    Fighting,
    Misconduct,
}

impl PenaltyKind {
    fn seconds(self) -> u32 {
        match self {
            PenaltyKind::Minor => 120,
            PenaltyKind::DoubleMinor => 240,
            PenaltyKind::Fighting => 300,
            PenaltyKind::Misconduct => 600,
        }
    }

    /// Only minors leave a team short; fighting majors offset and misconducts never do.
    fn short_handed(self) -> bool {
        matches!(self, PenaltyKind::Minor | PenaltyKind::DoubleMinor)
    }
}

#[derive(Debug, Clone, Copy)]
struct Penalty {
    side: usize,
    player: usize,
    kind: PenaltyKind,
    start: u32,
    end: u32,
}

/// The skaters one side has on the ice.
#[derive(Debug, Clone, Copy)]
struct Unit {
    players: [usize; 5],
    len: usize,
}

impl Unit {
    fn of(players: &[usize], len: usize) -> Unit {
        let mut unit = Unit {
            players: [0; 5],
            len,
        };
        unit.players[..len].copy_from_slice(&players[..len]);
        unit
    }

    fn players(&self) -> &[usize] {
        &self.players[..self.len]
    }
}

#[derive(Debug, Clone, Copy, Default)]
struct Shifts {
    line: usize,
    pair: usize,
    line_until: u32,
    pair_until: u32,
    unit: usize,
    unit_until: u32,
    /// Skaters (own, other) when the shifts were last set; a change starts fresh shifts.
    strength: (u8, u8),
}

/// A goal in the order scored: the side, the scorer, and the goalies in net.
#[derive(Debug, Clone, Copy)]
struct Goal {
    side: usize,
    scorer: usize,
    in_net: [usize; 2],
}

struct Game<'a> {
    teams: [&'a mut Team; 2],
    lineups: [Lineup; 2],
    calibration: &'a Calibration,
    in_net: [usize; 2],
    goalie_changed: [bool; 2],
    allowed_by_goalie: [u32; 2],
    shifts: [Shifts; 2],
    penalties: Vec<Penalty>,
    score: [u32; 2],
    goals: Vec<Goal>,
    clock: u32,
    overtime: bool,
    faceoff_due: bool,
}

fn play_game(
    mut teams: [&mut Team; 2],
    game_number: usize,
    calibration: &Calibration,
    rng: &mut Rng,
) {
    let [home, away] = [0, 1].map(|side| dress(&mut *teams[side], game_number, rng));
    let mut game = Game {
        teams,
        lineups: [home.0, away.0],
        calibration,
        in_net: [home.1, away.1],
        goalie_changed: [false; 2],
        allowed_by_goalie: [0; 2],
        shifts: [Shifts::default(); 2],
        penalties: Vec::new(),
        score: [0; 2],
        goals: Vec::new(),
        clock: 0,
        overtime: false,
        faceoff_due: false,
    };
    game.play(rng);
}

/// The lineup and the starting goalie for a team's `game_number`-th game, with games played
/// counted.
fn dress(team: &mut Team, game_number: usize, rng: &mut Rng) -> (Lineup, usize) {
    update_absences(team, rng);
    let lineup = Lineup::new(team);
    for slot in lineup.dressed() {
        team.skaters[slot].line.games += 1;
    }
    for absence in team.out.iter_mut().flatten() {
        absence.games_left -= 1;
    }
    let starter = usize::from(!team.starter_plan[game_number]);
    let goalie = &mut team.goalies[starter].line;
    goalie.games += 1;
    goalie.starts += 1;
    team.record.games += 1;
    (lineup, starter)
}

impl Game<'_> {
    fn play(&mut self, rng: &mut Rng) {
        for period in 0..3 {
            self.start_period(period * PERIOD_SECONDS);
            while self.clock < (period + 1) * PERIOD_SECONDS {
                self.tick(rng);
                self.clock += 1;
            }
        }
        if self.score[0] == self.score[1] {
            // Three on three, sudden death; penalties still running are dropped.
            self.overtime = true;
            self.penalties.clear();
            self.start_period(REGULATION_SECONDS);
            while self.clock < REGULATION_SECONDS + OVERTIME_SECONDS
                && self.score[0] == self.score[1]
            {
                self.tick(rng);
                self.clock += 1;
            }
        }
        // A shootout decides a tie; its goals count in no one's stats.
        let shootout_winner =
            (self.score[0] == self.score[1]).then(|| usize::from(rng.random_bool(0.5)));
        self.finish(shootout_winner);
    }

    fn start_period(&mut self, clock: u32) {
        self.clock = clock;
        self.shifts = [Shifts::default(); 2];
        self.faceoff_due = true;
    }

    fn skaters_on(&self, side: usize) -> u8 {
        if self.overtime {
            return 3;
        }
        let short = self
            .penalties
            .iter()
            .filter(|p| {
                p.side == side
                    && p.kind.short_handed()
                    && p.start <= self.clock
                    && self.clock < p.end
            })
            .count();
        5 - short.min(2) as u8
    }

    fn in_box(&self, side: usize, player: usize) -> bool {
        self.penalties
            .iter()
            .any(|p| p.side == side && p.player == player && self.clock < p.end)
    }

    fn talent(&self, side: usize, player: usize) -> &Talent {
        &self.teams[side].skaters[player].talent
    }

    fn skater(&mut self, side: usize, player: usize) -> &mut SkaterLine {
        &mut self.teams[side].skaters[player].line
    }

    fn tick(&mut self, rng: &mut Rng) {
        self.penalties.retain(|p| p.end > self.clock);
        let strength = [self.skaters_on(0), self.skaters_on(1)];
        for side in 0..2 {
            self.change_shifts(side, (strength[side], strength[1 - side]), rng);
        }
        let units = [0, 1].map(|side| self.unit(side, (strength[side], strength[1 - side])));
        if self.faceoff_due {
            self.faceoff(&units, rng);
        }
        for side in 0..2 {
            let team = &mut *self.teams[side];
            for &player in units[side].players() {
                team.skaters[player].toi_total += 1;
            }
            team.goalies[self.in_net[side]].seconds += 1;
        }
        // Every event is rare in a second (together about 1 in 15), so one draw decides which
        // one, if any, happens: the same chances as a draw per event, at a fraction of the cost.
        let mut draw = rng.random::<f64>();
        for event in self.events(&units, strength) {
            if draw < event.1 {
                self.happen(event.0, &units, strength, rng);
                return;
            }
            draw -= event.1;
        }
    }

    /// What may happen this second and its chance.
    fn events(&self, units: &[Unit; 2], strength: [u8; 2]) -> Vec<(Event, f64)> {
        let mut events = Vec::with_capacity(11);
        let on_ice_sum = |side: usize, trait_of: fn(&Talent) -> f64| -> f64 {
            units[side]
                .players()
                .iter()
                .map(|&p| trait_of(self.talent(side, p)))
                .sum()
        };
        for side in 0..2 {
            let shot_rate = on_ice_sum(side, |t| t.shots)
                * self.calibration.shots
                * shot_factor((strength[side], strength[1 - side]), self.overtime)
                * score_effect(self.score[side], self.score[1 - side]);
            events.push((Event::Shot(side), shot_rate));
            events.push((Event::Block(side), shot_rate * BLOCKED_PER_SHOT));
            events.push((Event::Hit(side), on_ice_sum(side, |t| t.hits)));
            if !self.overtime {
                let minor = self.calibration.minors_per_second;
                let misconduct = MISCONDUCTS_PER_TEAM_GAME / f64::from(REGULATION_SECONDS);
                events.push((Event::Minor(side), minor));
                events.push((Event::Misconduct(side), misconduct));
            }
        }
        if !self.overtime && strength == [5, 5] {
            let fight_weight = |side: usize| {
                units[side]
                    .players()
                    .iter()
                    .map(|&p| self.talent(side, p).fights)
                    .fold(0.0, f64::max)
            };
            events.push((
                Event::Fight,
                self.calibration.fights_per_second * (fight_weight(0) + fight_weight(1)),
            ));
        }
        let stoppage = STOPPAGES_PER_GAME / f64::from(REGULATION_SECONDS);
        events.push((Event::Stoppage, stoppage));
        events
    }

    fn happen(&mut self, event: Event, units: &[Unit; 2], strength: [u8; 2], rng: &mut Rng) {
        match event {
            Event::Shot(side) => self.shoot(side, units, (strength[side], strength[1 - side]), rng),
            Event::Block(side) => {
                let other = 1 - side;
                let blocker = pick_player(rng, units[other].players(), |p| {
                    self.talent(other, p).blocks
                });
                self.skater(other, blocker).blocked_shots += 1;
            }
            Event::Hit(side) => {
                let hitter = pick_player(rng, units[side].players(), |p| self.talent(side, p).hits);
                self.skater(side, hitter).hits += 1;
            }
            Event::Minor(side) | Event::Misconduct(side) => {
                let offender =
                    pick_player(rng, units[side].players(), |p| self.talent(side, p).minors);
                let kind = if matches!(event, Event::Misconduct(_)) {
                    PenaltyKind::Misconduct
                } else if rng.random_bool(DOUBLE_MINOR_SHARE) {
                    PenaltyKind::DoubleMinor
                } else {
                    PenaltyKind::Minor
                };
                self.penalize(side, offender, kind);
            }
            Event::Fight => {
                for side in 0..2 {
                    let fighter =
                        pick_player(rng, units[side].players(), |p| self.talent(side, p).fights);
                    self.penalize(side, fighter, PenaltyKind::Fighting);
                }
            }
            Event::Stoppage => self.faceoff_due = true,
        }
    }

    fn shoot(&mut self, side: usize, units: &[Unit; 2], strength: (u8, u8), rng: &mut Rng) {
        let other = 1 - side;
        let attackers = units[side].players();
        let shooter = pick_player(rng, attackers, |p| self.talent(side, p).shots);
        let scoring_chance = self.talent(side, shooter).shooting_pct
            * self.teams[other].goalies[self.in_net[other]].leakiness
            * self.calibration.goals
            * self.goal_factor(strength);
        self.skater(side, shooter).shots += 1;
        self.teams[side].record.shots_for += 1;
        self.teams[other].record.shots_against += 1;
        self.teams[other].goalies[self.in_net[other]]
            .line
            .shots_against += 1;
        if rng.random::<f64>() < scoring_chance {
            self.score_goal(side, shooter, units, strength, rng);
        }
    }

    fn score_goal(
        &mut self,
        side: usize,
        scorer: usize,
        units: &[Unit; 2],
        strength: (u8, u8),
        rng: &mut Rng,
    ) {
        let other = 1 - side;
        let (own, opposing) = strength;
        let power_play = own > opposing;
        let short_handed = own < opposing;
        let mut teammates: Vec<usize> = units[side]
            .players()
            .iter()
            .copied()
            .filter(|&p| p != scorer)
            .collect();
        let assist_count = pick_weighted(rng, &ASSIST_COUNT_WEIGHTS).min(teammates.len());
        let mut assisters = Vec::with_capacity(2);
        for _ in 0..assist_count {
            let assister = pick_player(rng, &teammates, |p| self.talent(side, p).assists);
            teammates.retain(|&p| p != assister);
            assisters.push(assister);
        }
        let line = self.skater(side, scorer);
        line.goals += 1;
        line.power_play_goals += u32::from(power_play);
        line.short_handed_goals += u32::from(short_handed);
        for &assister in &assisters {
            let line = self.skater(side, assister);
            line.assists += 1;
            line.power_play_assists += u32::from(power_play);
            line.short_handed_assists += u32::from(short_handed);
        }
        // Plus/minus counts goals at even strength or short-handed, not power-play goals.
        if !power_play {
            for &p in units[side].players() {
                self.skater(side, p).plus_minus += 1;
            }
            for &p in units[other].players() {
                self.skater(other, p).plus_minus -= 1;
            }
        }
        self.teams[side].record.goals_for += 1;
        self.teams[other].record.goals_against += 1;
        self.teams[other].goalies[self.in_net[other]]
            .line
            .goals_against += 1;
        if power_play {
            self.teams[side].record.power_play_goals += 1;
            self.teams[other].record.power_play_goals_against += 1;
            self.end_power_play(other);
        }
        self.goals.push(Goal {
            side,
            scorer,
            in_net: self.in_net,
        });
        self.score[side] += 1;
        self.allowed_by_goalie[other] += 1;
        self.maybe_change_goalie(other, rng);
        for shifts in &mut self.shifts {
            shifts.line_until = self.clock;
            shifts.pair_until = self.clock;
        }
        self.faceoff_due = true;
    }

    /// A power-play goal frees the short-handed side's minor with the least time left; with a
    /// double minor only its first two minutes go. A penalty queued behind it starts now.
    fn end_power_play(&mut self, side: usize) {
        let clock = self.clock;
        let Some(index) = self
            .penalties
            .iter()
            .enumerate()
            .filter(|(_, p)| {
                p.side == side && p.kind.short_handed() && p.start <= clock && clock < p.end
            })
            .min_by_key(|(_, p)| p.end)
            .map(|(i, _)| i)
        else {
            return;
        };
        let old_end = self.penalties[index].end;
        let new_end =
            if self.penalties[index].kind == PenaltyKind::DoubleMinor && old_end - clock > 120 {
                clock + 120
            } else {
                clock
            };
        self.penalties[index].end = new_end;
        for queued in &mut self.penalties {
            if queued.side == side && queued.start == old_end && queued.start > clock {
                let earlier = old_end - new_end;
                queued.start -= earlier;
                queued.end -= earlier;
            }
        }
    }

    /// A goalie chased after his fourth or fifth goal against, before the last five minutes.
    fn maybe_change_goalie(&mut self, side: usize, rng: &mut Rng) {
        if self.goalie_changed[side] || self.overtime || self.clock >= REGULATION_SECONDS - 300 {
            return;
        }
        let chance = match self.allowed_by_goalie[side] {
            0..=3 => 0.0,
            4 => 0.3,
            _ => 0.55,
        };
        if rng.random_bool(chance) {
            self.in_net[side] = 1 - self.in_net[side];
            self.goalie_changed[side] = true;
            self.allowed_by_goalie[side] = 0;
            self.teams[side].goalies[self.in_net[side]].line.games += 1;
        }
    }

    fn penalize(&mut self, side: usize, player: usize, kind: PenaltyKind) {
        let minutes = kind.seconds() / 60;
        self.teams[side].fights += u32::from(kind == PenaltyKind::Fighting);
        self.skater(side, player).penalty_minutes += minutes;
        self.teams[side].record.penalty_minutes += minutes;
        // A third minor waits for one of the two being served to end.
        let mut start = self.clock;
        if kind.short_handed() {
            self.teams[side].record.times_short_handed += 1;
            self.teams[1 - side].record.power_play_chances += 1;
            let mut ends: Vec<u32> = self
                .penalties
                .iter()
                .filter(|p| p.side == side && p.kind.short_handed() && p.end > self.clock)
                .map(|p| p.end)
                .collect();
            ends.sort_unstable();
            if ends.len() >= 2 {
                start = ends[ends.len() - 2];
            }
        }
        self.penalties.push(Penalty {
            side,
            player,
            kind,
            start,
            end: start + kind.seconds(),
        });
        self.faceoff_due = true;
    }

    /// Lines change on the clock; a change of manpower starts fresh shifts, with the first
    /// special-teams unit out first.
    fn change_shifts(&mut self, side: usize, strength: (u8, u8), rng: &mut Rng) {
        let clock = self.clock;
        let shifts = &mut self.shifts[side];
        if shifts.strength != strength {
            *shifts = Shifts {
                unit: 0,
                unit_until: clock + 70,
                strength,
                ..Shifts::default()
            };
        }
        let (own, opposing) = strength;
        if own != opposing {
            if clock >= shifts.unit_until {
                shifts.unit = 1 - shifts.unit;
                shifts.unit_until = clock + 50;
            }
            return;
        }
        if clock >= shifts.line_until {
            shifts.line = if self.overtime {
                pick_weighted(rng, &OVERTIME_SHARES)
            } else {
                pick_weighted(rng, &LINE_SHARES)
            };
            shifts.line_until = clock + rng.random_range(35..=55);
        }
        if clock >= shifts.pair_until {
            shifts.pair = if self.overtime {
                shifts.line
            } else {
                pick_weighted(rng, &PAIR_SHARES)
            };
            shifts.pair_until = if self.overtime {
                shifts.line_until
            } else {
                clock + rng.random_range(40..=60)
            };
        }
    }

    fn unit(&self, side: usize, strength: (u8, u8)) -> Unit {
        let lineup = &self.lineups[side];
        let shifts = &self.shifts[side];
        let (own, opposing) = strength;
        let own = usize::from(own);
        let mut unit = match own.cmp(&usize::from(opposing)) {
            Ordering::Greater => Unit::of(&lineup.power_play[shifts.unit], own),
            Ordering::Less => Unit::of(&lineup.penalty_kill[shifts.unit], own),
            Ordering::Equal => {
                let [left_wing, centre, right_wing] = lineup.lines[shifts.line];
                let [first, second] = lineup.pairs[shifts.pair];
                Unit::of(&[centre, left_wing, first, second, right_wing], own)
            }
        };
        // Anyone in the box is replaced by the next free player at forward or defence.
        for i in 0..unit.len {
            let player = unit.players[i];
            if !self.in_box(side, player) {
                continue;
            }
            let bench = if player < FIRST_DEFENCE {
                &lineup.forwards
            } else {
                &lineup.defence
            };
            if let Some(&sub) = bench
                .iter()
                .find(|&&p| !self.in_box(side, p) && !unit.players().contains(&p))
            {
                unit.players[i] = sub;
            }
        }
        unit
    }

    /// The on-ice centre with the best hand on draws takes it; now and then a winger does.
    fn faceoff(&mut self, units: &[Unit; 2], rng: &mut Rng) {
        self.faceoff_due = false;
        let mut takers = [0; 2];
        for side in 0..2 {
            let skaters = &self.teams[side].skaters;
            let forwards: Vec<usize> = units[side]
                .players()
                .iter()
                .copied()
                .filter(|&p| skaters[p].position.is_forward())
                .collect();
            let Some(&best) = forwards.iter().max_by(|&&x, &&y| {
                let key = |p: usize| {
                    (
                        skaters[p].position == Position::Centre,
                        skaters[p].talent.faceoffs,
                    )
                };
                let (kx, ky) = (key(x), key(y));
                kx.0.cmp(&ky.0).then(kx.1.total_cmp(&ky.1))
            }) else {
                return;
            };
            takers[side] = best;
            if forwards.len() > 1 && rng.random_bool(WINGER_FACEOFF_SHARE) {
                let others: Vec<usize> = forwards.into_iter().filter(|&p| p != best).collect();
                takers[side] = others[rng.random_range(0..others.len())];
            }
        }
        let (a, b) = (
            self.talent(0, takers[0]).faceoffs,
            self.talent(1, takers[1]).faceoffs,
        );
        let home_wins = a * (1.0 - b) / (a * (1.0 - b) + b * (1.0 - a));
        let winner = usize::from(!rng.random_bool(home_wins));
        self.skater(winner, takers[winner]).faceoffs_won += 1;
        self.skater(1 - winner, takers[1 - winner]).faceoffs_lost += 1;
    }

    fn goal_factor(&self, strength: (u8, u8)) -> f64 {
        match strength.0.cmp(&strength.1) {
            Ordering::Greater => self.calibration.power_play_goals,
            Ordering::Less => 1.1,
            Ordering::Equal if self.overtime => 1.25,
            Ordering::Equal => match strength.0 {
                5 => 1.0,
                4 => 1.1,
                _ => 1.25,
            },
        }
    }

    /// Records, decisions, the game-winning goal and shutouts. The goalies in net when the
    /// game-winning goal went in get the decisions (at the end, after a shootout).
    fn finish(&mut self, shootout_winner: Option<usize>) {
        let winner = shootout_winner.unwrap_or(usize::from(self.score[1] > self.score[0]));
        let loser = 1 - winner;
        let decided_late = self.overtime;
        let deciders = match shootout_winner {
            Some(_) => self.in_net,
            None => {
                let winning_goal = self
                    .goals
                    .iter()
                    .filter(|g| g.side == winner)
                    .nth(self.score[loser] as usize)
                    .copied()
                    .expect("the winner scored more goals than the loser");
                self.skater(winner, winning_goal.scorer).game_winning_goals += 1;
                winning_goal.in_net
            }
        };
        self.teams[winner].record.wins += 1;
        self.teams[winner].goalies[deciders[winner]].line.wins += 1;
        if decided_late {
            self.teams[loser].record.overtime_losses += 1;
            self.teams[loser].goalies[deciders[loser]]
                .line
                .overtime_losses += 1;
        } else {
            self.teams[loser].record.losses += 1;
            self.teams[loser].goalies[deciders[loser]].line.losses += 1;
        }
        if self.score[loser] == 0 && !self.goalie_changed[winner] {
            self.teams[winner].goalies[self.in_net[winner]]
                .line
                .shutouts += 1;
        }
    }
}

/// A team chasing the game presses and one protecting a lead sits back.
fn score_effect(own: u32, other: u32) -> f64 {
    match own.cmp(&other) {
        Ordering::Less => 1.1,
        Ordering::Equal => 1.0,
        Ordering::Greater => 0.92,
    }
}

/// Shot rates by manpower, relative to five on five. The on-ice sum already shrinks with fewer
/// skaters, so four on four and three on three are scaled back up (open ice means more shots).
fn shot_factor(strength: (u8, u8), overtime: bool) -> f64 {
    let (own, opposing) = strength;
    match own.cmp(&opposing) {
        Ordering::Greater => 1.6 + 0.4 * f64::from(own - opposing - 1),
        Ordering::Less => 0.35,
        Ordering::Equal if overtime => 1.9,
        Ordering::Equal => match own {
            5 => 1.0,
            4 => 1.3,
            _ => 1.9,
        },
    }
}

// ---------------------------------------------------------------------------------------------
// Output

/// The simulated season as a league. Each roster lists LW, C, RW, D by ice time, then the
/// goalies by starts; ids count up in that order.
fn to_league(teams: &[Team]) -> League {
    let mut next_id = 1;
    let mut new_id = || {
        let id = format!("P{next_id:03}");
        next_id += 1;
        id
    };
    let teams = teams
        .iter()
        .map(|team| {
            let abbreviation = team.spec.abbreviation.to_owned();
            let mut skaters: Vec<(&Skater, SkaterLine)> = team
                .skaters
                .iter()
                .map(|s| {
                    let mut line = s.line;
                    if let Some(toi) = (s.toi_total + line.games / 2).checked_div(line.games) {
                        line.toi_seconds = toi;
                    }
                    (s, line)
                })
                .collect();
            skaters.sort_by_key(|(s, line)| (s.position, Reverse(line.toi_seconds)));
            let mut roster: Vec<Player> = skaters
                .into_iter()
                .map(|(s, line)| Player {
                    id: new_id(),
                    name: s.name.clone(),
                    position: s.position,
                    team: abbreviation.clone(),
                    line: StatLine::Skater(line),
                })
                .collect();
            let mut goalies: Vec<&Goalie> = team.goalies.iter().collect();
            goalies.sort_by_key(|g| Reverse(g.line.starts));
            for goalie in goalies {
                let mut line = goalie.line;
                line.minutes = (goalie.seconds + 30) / 60;
                line.saves = line.shots_against - line.goals_against;
                roster.push(Player {
                    id: new_id(),
                    name: goalie.name.clone(),
                    position: Position::Goalie,
                    team: abbreviation.clone(),
                    line: StatLine::Goalie(line),
                });
            }
            LeagueTeam {
                abbreviation,
                city: team.spec.city.to_owned(),
                name: team.spec.name.to_owned(),
                record: team.record,
                roster,
            }
        })
        .collect();
    League { teams }
}
