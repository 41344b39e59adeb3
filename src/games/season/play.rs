//! A season played on: the games nobody coaches are played by the computer managers, each a
//! normal game from its options and seed (so its record can be made again for a replay).

use super::{Fixture, GameResult, ScheduleError, SeasonTotals, balanced_schedule};
use crate::engine::{ByTeam, Game, GameRecord, Outcome, Session, Team};
use crate::games::sim::{Coach, PlayerLines, RuleOptions, SimPlay, TeamPick};
use serde::{Deserialize, Serialize};

/// What a season is: its teams, how many games each plays, the rules every game plays under
/// and the seed its games' seeds come from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeasonPlan<O> {
    pub teams: Vec<TeamPick>,
    pub games_per_team: u16,
    pub options: O,
    pub seed: u64,
    /// The rules version every game of the season plays under (0: the sim's newest), so that a
    /// season begun before a rules change goes on, and replays, as it began.
    #[serde(default)]
    pub rules_version: u16,
}

impl<O: RuleOptions> SeasonPlan<O> {
    /// A season of the built-in league's teams.
    pub fn league(games_per_team: u16, options: O, seed: u64) -> Self {
        let teams = crate::games::sim::builtin_league().teams.iter();
        SeasonPlan {
            teams: teams
                .map(|t| TeamPick::League(t.abbreviation.clone()))
                .collect(),
            games_per_team,
            options,
            seed,
            rules_version: 0,
        }
    }

    /// The rules version of sim `G` every game plays under.
    pub fn rules_version<G: Game<Options = O>>(&self) -> u16 {
        match self.rules_version {
            0 => G::RULES_VERSION,
            v => v,
        }
    }

    /// The options of a season game: a person coaches the teams in `coached`, the computer
    /// the others.
    pub fn game_options(&self, fixture: &Fixture, coached: &[u8]) -> O {
        let mut options = self.options.clone();
        let pick = |i: u8| self.teams[usize::from(i)].clone();
        let teams = ByTeam::new(pick(fixture.home), pick(fixture.away));
        let coach = |i: u8| {
            if coached.contains(&i) {
                Coach::Person
            } else {
                Coach::Computer
            }
        };
        options.set_sides(teams, ByTeam::new(coach(fixture.home), coach(fixture.away)));
        options
    }

    /// Game `index`'s seed: apart for every game, the same every time.
    pub fn game_seed(&self, index: usize) -> u64 {
        self.seed ^ (index as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
}

/// A season in progress: the schedule, the results so far in the order played, and every
/// player's line.
#[derive(Debug, Clone)]
pub struct SeasonRun {
    pub fixtures: Vec<Fixture>,
    pub results: Vec<GameResult>,
    pub totals: SeasonTotals,
}

impl SeasonRun {
    pub fn new(teams: usize, games_per_team: u16) -> Result<SeasonRun, ScheduleError> {
        Ok(SeasonRun {
            fixtures: balanced_schedule(teams, games_per_team)?,
            results: Vec::new(),
            totals: SeasonTotals::default(),
        })
    }

    /// The next game to play, if the season goes on.
    pub fn next_fixture(&self) -> Option<&Fixture> {
        self.fixtures.get(self.results.len())
    }

    /// Whether the next game is one a person coaches (played at the table, not simulated).
    pub fn next_is_coached(&self, coached: &[u8]) -> bool {
        self.next_fixture()
            .is_some_and(|f| coached.contains(&f.home) || coached.contains(&f.away))
    }

    /// Adds a finished game (the next fixture's); `record` is kept for a game played at the
    /// table.
    pub fn record(&mut self, outcome: Outcome, lines: &PlayerLines, record: Option<String>) {
        let Some(&fixture) = self.next_fixture() else {
            return;
        };
        let teams = ByTeam::new(fixture.home, fixture.away);
        self.totals.add_game(teams, &outcome, lines);
        self.results.push(GameResult {
            day: fixture.day,
            teams,
            outcome,
            record,
        });
    }

    /// Plays the next game with the computer managing both teams. False once the season is over.
    pub fn play_next<G>(&mut self, plan: &SeasonPlan<G::Options>) -> bool
    where
        G: SimPlay,
        G::Options: RuleOptions,
    {
        let Some(fixture) = self.next_fixture() else {
            return false;
        };
        let index = self.results.len();
        let options = plan.game_options(fixture, &[]);
        let version = plan.rules_version::<G>();
        let (outcome, lines) = play_computer_game::<G>(options, plan.game_seed(index), version);
        self.record(outcome, &lines, None);
        true
    }
}

/// Plays a game to the end with the computer managing both teams.
pub fn play_computer_game<G: SimPlay>(
    options: G::Options,
    seed: u64,
    rules_version: u16,
) -> (Outcome, PlayerLines) {
    let mut game = G::with_rules_version(options, seed, rules_version);
    crate::games::lab::play_out(
        &mut game,
        |g, _: Team| g.computer_choice(),
        G::step_action(),
    );
    let outcome = game.outcome().expect("play_out plays to the end");
    (outcome, game.player_lines())
}

/// The record of season game `index` as the computer managers played it: made again from the
/// plan (the same decisions as `play_computer_game`), for a replay or a share link.
pub fn computer_game_record<G>(
    plan: &SeasonPlan<G::Options>,
    fixture: &Fixture,
    index: usize,
) -> GameRecord<G>
where
    G: SimPlay,
    G::Options: RuleOptions,
{
    let options = plan.game_options(fixture, &[]);
    let mut session =
        Session::<G>::with_rules_version(options, plan.game_seed(index), plan.rules_version::<G>());
    let mut steps = 0u32;
    while session.state.outcome().is_none() {
        let action = session
            .state
            .computer_choice()
            .unwrap_or_else(G::step_action);
        session
            .apply(action)
            .expect("the computer manager makes legal decisions");
        steps += 1;
        assert!(steps < 200_000, "a game always ends");
    }
    session.record
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::open_ice::{OpenIce, Options};
    use crate::games::season::standings;

    fn league_plan(games_per_team: u16) -> SeasonPlan<Options> {
        SeasonPlan::league(games_per_team, Options::default(), 7)
    }

    /// A short Open Ice season played by the computer: every game counted once, the standings'
    /// books balance, skaters' goals are the teams' goals, and the same seed plays the same
    /// season.
    #[test]
    fn a_short_season_plays_and_adds_up() {
        let plan = league_plan(4);
        let mut run = SeasonRun::new(plan.teams.len(), plan.games_per_team).unwrap();
        while run.play_next::<OpenIce>(&plan) {}
        assert_eq!(run.results.len(), 16);
        let table = standings(plan.teams.len(), &run.results);
        let sum = |f: fn(&crate::games::season::Standing) -> u16| table.iter().map(f).sum::<u16>();
        assert_eq!(sum(|s| s.games), 32);
        assert_eq!(sum(|s| s.goals_for), sum(|s| s.goals_against));
        assert_eq!(sum(|s| s.wins), sum(|s| s.losses) + sum(|s| s.ot_losses));
        let goals: u16 = run.totals.skaters.iter().map(|s| s.goals).sum();
        assert_eq!(goals, sum(|s| s.goals_for));
        let wins: u16 = run.totals.goalies.iter().map(|g| g.wins).sum();
        assert_eq!(wins, sum(|s| s.wins), "a winning goalie for every win");
        let mut again = SeasonRun::new(plan.teams.len(), plan.games_per_team).unwrap();
        while again.play_next::<OpenIce>(&plan) {}
        assert_eq!(again.results, run.results);
    }

    /// A past game's record, made again from the plan, replays to the result the season keeps
    /// in every sim.
    #[test]
    fn past_games_replay_to_their_results() {
        use crate::games::{crease::Crease, fourth_street::rules::FourthStreet};
        fn check<G: SimPlay>(options: G::Options)
        where
            G::Options: RuleOptions,
        {
            let plan = SeasonPlan::league(2, options, 11);
            let mut run = SeasonRun::new(plan.teams.len(), plan.games_per_team).unwrap();
            while run.play_next::<G>(&plan) {}
            for (index, result) in run.results.iter().enumerate() {
                let record = computer_game_record::<G>(&plan, &run.fixtures[index], index);
                let decoded = GameRecord::<G>::decode(&record.encode()).unwrap();
                let replayed = Session::replay(&decoded, None).unwrap();
                assert_eq!(
                    replayed.state.outcome().as_ref(),
                    Some(&result.outcome),
                    "game {index}"
                );
            }
        }
        check::<OpenIce>(Options::default());
        check::<Crease>(Default::default());
        check::<FourthStreet>(Default::default());
    }

    /// A coached team's games are not simulated: the season stops before each, and its
    /// options give the coached side to a person.
    #[test]
    fn a_coached_teams_games_wait_for_the_table() {
        use crate::engine::Game;
        let plan = league_plan(4);
        let mut run = SeasonRun::new(plan.teams.len(), plan.games_per_team).unwrap();
        let coached = [5u8];
        let mut simulated = 0;
        while !run.next_is_coached(&coached) && run.play_next::<OpenIce>(&plan) {
            simulated += 1;
        }
        let fixture = *run.next_fixture().expect("team 5 plays on day one");
        assert!(fixture.home == 5 || fixture.away == 5);
        assert!(simulated < 4, "stopped within the first day");
        let options = plan.game_options(&fixture, &coached);
        let side = |i: u8| {
            if i == 5 {
                Coach::Person
            } else {
                Coach::Computer
            }
        };
        assert_eq!(
            options.coaches,
            ByTeam::new(side(fixture.home), side(fixture.away))
        );
        // Played at the table (here by the manager for both), the result comes back.
        let (outcome, lines) = play_computer_game::<OpenIce>(
            plan.game_options(&fixture, &[]),
            plan.game_seed(run.results.len()),
            OpenIce::RULES_VERSION,
        );
        let game = OpenIce::new(options, 1);
        assert!(game.outcome().is_none());
        run.record(outcome, &lines, None);
        assert!(!run.next_is_coached(&[]) || run.next_fixture().is_none());
    }
}
