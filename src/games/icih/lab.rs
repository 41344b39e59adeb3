//! The realism lab: simulate games between the computer players and compare per-team-per-game
//! figures with real hockey (shared/rules/calibration.md). Pure Rust, so the command line and
//! the browser page share it.

use super::rules::Icih;
use super::state::{Era, Level, Options, Players};
use crate::engine::{DecidedIn, Game, Team};
use crate::games::lab::{Figure, Lab, Unit};

/// Running totals over simulated games.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
pub struct Tally {
    pub games: u32,
    pub goals: u64,
    pub shots: u64,
    pub saves: u64,
    pub power_plays: u64,
    pub power_play_goals: u64,
    pub penalty_minutes: u64,
    pub past_regulation: u32,
    pub shootouts: u32,
}

impl Tally {
    pub fn add(&mut self, game: &Icih) {
        let totals = game.box_score().totals();
        self.games += 1;
        for team in Team::BOTH {
            let line = &totals[team];
            self.goals += u64::from(line.goals);
            self.shots += u64::from(line.shots_on_goal);
            self.saves += u64::from(line.saves);
            self.power_plays += u64::from(line.power_plays);
            self.power_play_goals += u64::from(line.power_play_goals);
            self.penalty_minutes += u64::from(line.penalty_minutes);
        }
        if let Some(outcome) = game.outcome() {
            self.past_regulation += u32::from(outcome.decided_in != DecidedIn::Regulation);
            self.shootouts += u32::from(outcome.decided_in == DecidedIn::Shootout);
        }
    }

    /// The figures of calibration.md, per team per game, each with its band.
    pub fn figures(&self) -> Vec<Figure> {
        let team_games = f64::from(self.games.max(1)) * 2.0;
        let games = f64::from(self.games.max(1));
        let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
        vec![
            Figure {
                name: "goals",
                value: self.goals as f64 / team_games,
                low: 2.80,
                high: 3.30,
                unit: Unit::PerGame,
            },
            Figure {
                name: "shots on goal",
                value: self.shots as f64 / team_games,
                low: 26.0,
                high: 33.0,
                unit: Unit::PerGame,
            },
            Figure {
                name: "save percentage",
                value: ratio(self.saves, self.shots),
                low: 0.895,
                high: 0.915,
                unit: Unit::Ratio,
            },
            Figure {
                name: "power-play opportunities",
                value: self.power_plays as f64 / team_games,
                low: 2.3,
                high: 3.6,
                unit: Unit::PerGame,
            },
            Figure {
                name: "power-play conversion",
                value: ratio(self.power_play_goals, self.power_plays),
                low: 0.15,
                high: 0.26,
                unit: Unit::Percent,
            },
            Figure {
                name: "penalty minutes",
                value: self.penalty_minutes as f64 / team_games,
                low: 6.0,
                high: 12.0,
                unit: Unit::PerGame,
            },
            Figure {
                name: "games past regulation",
                value: f64::from(self.past_regulation) / games,
                low: 0.20,
                high: 0.27,
                unit: Unit::Percent,
            },
            Figure {
                name: "games to a shootout",
                value: f64::from(self.shootouts) / games,
                low: 0.05,
                high: 0.13,
                unit: Unit::Percent,
            },
        ]
    }
}

/// Plays one whole game between two computer levels (`home` and `away`).
pub fn simulate(seed: u64, home: Level, away: Level, era: Era) -> Icih {
    let options = Options {
        players: Players::TwoPlayers,
        era,
    };
    let mut game = Icih::new(options, seed);
    let mut moves = 0u64;
    while let Some(seat) = game.phase().actor() {
        let level = if seat == Team::Home { home } else { away };
        let salt = seed ^ moves.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let action = game
            .computer_choice(seat, level, salt)
            .expect("a seat to act can act");
        game.apply_action(&action)
            .expect("the computer plays legal moves");
        moves += 1;
    }
    game
}

/// Medium against Medium under today's rules (overtime, then a shootout): the games people see.
pub struct IcihLab;

impl Lab for IcihLab {
    type Tally = Tally;
    const NAME: &'static str = "Ice Cold Ice Hockey (Medium vs Medium)";

    fn play(seed: u64, tally: &mut Tally) {
        tally.add(&simulate(seed, Level::Medium, Level::Medium, Era::Shootout));
    }

    fn games(tally: &Tally) -> u32 {
        tally.games
    }

    fn figures(tally: &Tally) -> Vec<Figure> {
        tally.figures()
    }
}
