//! A season played on: the games nobody coaches are played by the computer managers, each a
//! normal game from its options and seed (so its record can be made again for a replay).

use super::absences::{Hurt, after_game, by_side, hurt_in, sit_out_actions, sitting_out};
use super::{
    Absence, Fixture, GameResult, Playoffs, ScheduleError, SeasonTotals, balanced_schedule,
    standings,
};
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
    /// How many of the top teams go on to best-of-seven playoffs (0: none).
    #[serde(default)]
    pub playoff_teams: u8,
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
            playoff_teams: 0,
        }
    }

    /// A season of `teams`, the league's and a person's own, once they can play one: each own
    /// team one the sims can play, every league team the league's, no two with one
    /// abbreviation (a team's page and its players are found by it), and a schedule that
    /// can be balanced.
    pub fn with_teams(
        teams: Vec<TeamPick>,
        games_per_team: u16,
        options: O,
        seed: u64,
    ) -> Result<Self, String> {
        balanced_schedule(teams.len(), games_per_team).map_err(|e| e.to_string())?;
        let plan = SeasonPlan {
            teams,
            ..SeasonPlan::league(games_per_team, options, seed)
        };
        plan.check_teams().map(|()| plan)
    }

    /// Why the season's teams can't play it, if they can't.
    pub fn check_teams(&self) -> Result<(), String> {
        let league = crate::games::sim::builtin_league();
        let mut seen = std::collections::HashSet::new();
        for pick in &self.teams {
            match pick {
                TeamPick::League(abbreviation) if league.team(abbreviation).is_none() => {
                    return Err(format!("no league team is called {abbreviation}"));
                }
                TeamPick::League(_) => {}
                TeamPick::Own(team) => {
                    crate::league::check_team(team, crate::league::Needs::SIM)?;
                }
            }
            let abbreviation = &pick.team().abbreviation;
            if !seen.insert(abbreviation) {
                return Err(format!(
                    "two teams are both called {abbreviation}: leave one out, or give your own team another abbreviation in the team builder"
                ));
            }
        }
        Ok(())
    }

    /// The rules version of sim `G` every game plays under.
    pub fn rules_version<G: Game<Options = O>>(&self) -> u16 {
        match self.rules_version {
            0 => G::RULES_VERSION,
            v => v,
        }
    }

    /// The options of a season game: a person coaches the teams in `coached`, the computer
    /// the others; a regular-season game plays the season's options (a new season's start from
    /// [`RuleOptions::season_defaults`]: Open Ice's tie stands, R47); a playoff game can't end
    /// tied (each book's own overtime for it).
    pub fn game_options(&self, game: &NextGame, coached: &[u8]) -> O {
        let mut options = self.options.clone();
        let pick = |i: u8| self.teams[usize::from(i)].clone();
        let teams = ByTeam::new(pick(game.teams.home), pick(game.teams.away));
        let coach = |i: u8| {
            if coached.contains(&i) {
                Coach::Person
            } else {
                Coach::Computer
            }
        };
        options.set_sides(
            teams,
            ByTeam::new(coach(game.teams.home), coach(game.teams.away)),
        );
        if game.playoff {
            options.set_playoff_overtime();
        }
        options
    }

    /// Game `index`'s seed: apart for every game, the same every time.
    pub fn game_seed(&self, index: usize) -> u64 {
        self.seed ^ (index as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
}

/// Playoff series are best of seven.
pub const PLAYOFF_BEST_OF: u8 = 7;

/// A season game: its place in the order played (its seed's), its day, its teams and whether
/// it is a playoff game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NextGame {
    pub index: usize,
    pub day: u16,
    pub teams: ByTeam<u8>,
    pub playoff: bool,
}

/// A season in progress: the schedule, the results so far in the order played, and every
/// player's line; then, if it has them, the playoffs (drawn from the final standings) with
/// their own results and lines.
#[derive(Debug, Clone)]
pub struct SeasonRun {
    pub fixtures: Vec<Fixture>,
    pub results: Vec<GameResult>,
    pub totals: SeasonTotals,
    /// Teams in the playoffs (0: none).
    pub playoff_teams: u8,
    pub playoffs: Option<Playoffs>,
    pub playoff_results: Vec<GameResult>,
    pub playoff_totals: SeasonTotals,
    /// Players out of their teams' next games.
    pub out: Vec<Absence>,
}

/// A finished season game as the season takes it.
#[derive(Debug, Clone)]
pub struct Played {
    pub outcome: Outcome,
    pub lines: PlayerLines,
    /// The record of a game played at the table.
    pub record: Option<String>,
    /// Who sat out (season team index, name).
    pub sat_out: Vec<(u8, String)>,
    /// Who was hurt past the game.
    pub hurt: Vec<Hurt>,
}

impl SeasonRun {
    pub fn new(teams: usize, games_per_team: u16) -> Result<SeasonRun, ScheduleError> {
        Ok(SeasonRun {
            fixtures: balanced_schedule(teams, games_per_team)?,
            results: Vec::new(),
            totals: SeasonTotals::default(),
            playoff_teams: 0,
            playoffs: None,
            playoff_results: Vec::new(),
            playoff_totals: SeasonTotals::default(),
            out: Vec::new(),
        })
    }

    /// The players of the next game's teams who sit it out, by side.
    pub fn sitting_out(&self) -> Vec<(Team, String)> {
        self.next_game()
            .map_or_else(Vec::new, |g| sitting_out(&self.out, g.teams))
    }

    /// A season whose top `teams` teams go on to the playoffs.
    pub fn with_playoffs(mut self, teams: u8) -> Self {
        self.playoff_teams = teams;
        self.draw_playoffs_when_due();
        self
    }

    /// Every game played, regular season and playoffs.
    pub fn games_played(&self) -> usize {
        self.results.len() + self.playoff_results.len()
    }

    /// The day after the regular season's last: where playoff days begin.
    fn playoff_day_zero(&self) -> u16 {
        self.fixtures.last().map_or(0, |f| f.day + 1)
    }

    /// The next game to play, if the season goes on.
    pub fn next_game(&self) -> Option<NextGame> {
        if let Some(fixture) = self.fixtures.get(self.results.len()) {
            return Some(NextGame {
                index: self.results.len(),
                day: fixture.day,
                teams: ByTeam::new(fixture.home, fixture.away),
                playoff: false,
            });
        }
        let game = self.playoffs.as_ref()?.next_game()?;
        let series = &self.playoffs.as_ref()?.rounds[game.round][game.series];
        let day = self.playoff_day_zero()
            + u16::from(PLAYOFF_BEST_OF) * game.round as u16
            + u16::from(series.games());
        Some(NextGame {
            index: self.games_played(),
            day,
            teams: ByTeam::new(game.home, game.away),
            playoff: true,
        })
    }

    /// A game already played, by its place in the order played.
    pub fn past_game(&self, index: usize) -> Option<NextGame> {
        let (result, playoff) = match self.results.get(index) {
            Some(result) => (result, false),
            None => (self.playoff_results.get(index - self.results.len())?, true),
        };
        Some(NextGame {
            index,
            day: result.day,
            teams: result.teams,
            playoff,
        })
    }

    /// Every game played, in order: the regular season's, then the playoffs'.
    pub fn all_results(&self) -> impl Iterator<Item = &GameResult> {
        self.results.iter().chain(&self.playoff_results)
    }

    /// Whether the next game is one a person coaches (played at the table, not simulated).
    pub fn next_is_coached(&self, coached: &[u8]) -> bool {
        self.next_game()
            .is_some_and(|g| coached.contains(&g.teams.home) || coached.contains(&g.teams.away))
    }

    /// Adds a finished game (the next one's): its result, its players' lines, and its teams'
    /// absences a game on.
    pub fn record(&mut self, played: Played) {
        let Some(game) = self.next_game() else {
            return;
        };
        let totals = if game.playoff {
            &mut self.playoff_totals
        } else {
            &mut self.totals
        };
        // A box score may list the whole roster (Open Ice's does): who sat out did not play.
        let mut lines = played.lines;
        let sat = |side: Team, name: &str| {
            let team = game.teams[side];
            played.sat_out.iter().any(|(t, n)| *t == team && n == name)
        };
        lines.skaters.retain(|s| !sat(s.team, &s.name));
        lines.goalies.retain(|g| !sat(g.team, &g.name));
        totals.add_game(game.teams, &played.outcome, &lines);
        after_game(&mut self.out, game.teams, &played.hurt);
        self.push_result(GameResult {
            day: game.day,
            teams: game.teams,
            outcome: played.outcome,
            record: played.record,
            sat_out: played.sat_out,
        });
    }

    /// Adds the next game's result to the standings or the playoffs (not to the players'
    /// lines); false if it is not the next game's.
    pub(super) fn push_result(&mut self, result: GameResult) -> bool {
        let Some(game) = self.next_game() else {
            return false;
        };
        if (game.day, game.teams) != (result.day, result.teams) {
            return false;
        }
        if !game.playoff {
            self.results.push(result);
            self.draw_playoffs_when_due();
            return true;
        }
        let playoffs = self.playoffs.as_mut().expect("a playoff game has playoffs");
        let series_game = playoffs.next_game().expect("the next game is this one");
        // A playoff game can't end tied under its options; were one to, it would not count and
        // the series would play another.
        if let Some(winner) = result.outcome.winner {
            playoffs.record(series_game, result.teams[winner]);
        }
        self.playoff_results.push(result);
        true
    }

    /// The playoffs are drawn from the final standings once the last regular game is in.
    fn draw_playoffs_when_due(&mut self) {
        if self.playoff_teams >= 2
            && self.playoffs.is_none()
            && self.results.len() == self.fixtures.len()
        {
            let table = standings(self.fixtures_teams(), &self.results);
            let teams = usize::from(self.playoff_teams);
            self.playoffs = Some(Playoffs::start(&table, teams, PLAYOFF_BEST_OF));
        }
    }

    fn fixtures_teams(&self) -> usize {
        let most = self.fixtures.iter().map(|f| f.home.max(f.away)).max();
        most.map_or(0, |t| usize::from(t) + 1)
    }

    /// Plays the next game with the computer managing both teams. False once the season is over.
    pub fn play_next<G>(&mut self, plan: &SeasonPlan<G::Options>) -> bool
    where
        G: SimPlay,
        G::Options: RuleOptions,
    {
        let Some(game) = self.next_game() else {
            return false;
        };
        let options = plan.game_options(&game, &[]);
        let version = plan.rules_version::<G>();
        let seed = plan.game_seed(game.index);
        let sitting = self.sitting_out();
        let played = play_computer_game::<G>(options, seed, version, &sitting, game.teams);
        self.record(played);
        true
    }

    /// One piece of the work the next game's teams need before it (see
    /// [`SimPlay::prepare_team_step`]); true once none is left, or the season is over.
    pub fn prepare_next_step<G>(&self, plan: &SeasonPlan<G::Options>) -> bool
    where
        G: SimPlay,
        G::Options: RuleOptions,
    {
        let Some(game) = self.next_game() else {
            return true;
        };
        let version = plan.rules_version::<G>();
        [game.teams.home, game.teams.away]
            .into_iter()
            .all(|team| G::prepare_team_step(&plan.teams[usize::from(team)], version))
    }
}

/// A season game at the table: a new game of `game` whose first actions sit out `sitting`;
/// returns it and who sat out.
pub fn table_session<G>(
    plan: &SeasonPlan<G::Options>,
    game: &NextGame,
    coached: &[u8],
    sitting: &[(Team, String)],
) -> (Session<G>, Vec<(u8, String)>)
where
    G: SimPlay,
    G::Options: RuleOptions,
{
    let options = plan.game_options(game, coached);
    let seed = plan.game_seed(game.index);
    let mut session = Session::<G>::with_rules_version(options, seed, plan.rules_version::<G>());
    let mut sat_out = Vec::new();
    for (side, name, action) in sit_out_actions(&session.state, sitting) {
        if session.apply(action).is_ok() {
            sat_out.push((game.teams[side], name));
        }
    }
    (session, sat_out)
}

/// Plays a game to the end with the computer managing both teams.
/// `sitting` sit out first (those the game refuses play); `teams` are the sides' season indices.
pub fn play_computer_game<G: SimPlay>(
    options: G::Options,
    seed: u64,
    rules_version: u16,
    sitting: &[(Team, String)],
    teams: ByTeam<u8>,
) -> Played {
    let mut game = G::with_rules_version(options, seed, rules_version);
    let mut sat_out = Vec::new();
    for (side, name, action) in sit_out_actions(&game, sitting) {
        if game.apply(&action).is_ok() {
            sat_out.push((teams[side], name));
        }
    }
    let mut hurt = Vec::new();
    let mut steps = 0u32;
    while game.outcome().is_none() {
        let action = game.computer_choice().unwrap_or_else(G::step_action);
        let events = game
            .apply(&action)
            .expect("the computer manager makes legal decisions");
        hurt.extend(hurt_in(&game, &events, teams));
        steps += 1;
        assert!(steps < 200_000, "a game always ends");
    }
    Played {
        outcome: game.outcome().expect("played to the end"),
        lines: game.player_lines(),
        record: None,
        sat_out,
        hurt,
    }
}

/// The record of a season game as the computer managers played it: made again from the plan
/// and who sat out (the same decisions as `play_computer_game`), for a replay or a share link.
pub fn computer_game_record<G>(
    plan: &SeasonPlan<G::Options>,
    game: &NextGame,
    sat_out: &[(u8, String)],
) -> GameRecord<G>
where
    G: SimPlay,
    G::Options: RuleOptions,
{
    let (mut session, _) = table_session::<G>(plan, game, &[], &by_side(sat_out, game.teams));
    crate::games::lab::play_session_out(&mut session);
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
            let mut plan = SeasonPlan::league(2, options, 11);
            plan.playoff_teams = 2;
            let mut run = SeasonRun::new(plan.teams.len(), plan.games_per_team)
                .unwrap()
                .with_playoffs(plan.playoff_teams);
            while run.play_next::<G>(&plan) {}
            assert!(run.playoff_results.len() >= 4, "a final series");
            for (index, result) in run.all_results().enumerate() {
                let game = run.past_game(index).unwrap();
                let record = computer_game_record::<G>(&plan, &game, &result.sat_out);
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
        let game = run.next_game().expect("team 5 plays on day one");
        let fixture = ByTeam::new(game.teams.home, game.teams.away);
        assert!(fixture.home == 5 || fixture.away == 5);
        assert!(simulated < 4, "stopped within the first day");
        let options = plan.game_options(&game, &coached);
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
        let played = play_computer_game::<OpenIce>(
            plan.game_options(&game, &[]),
            plan.game_seed(game.index),
            OpenIce::RULES_VERSION,
            &[],
            game.teams,
        );
        let game = OpenIce::new(options, 1);
        assert!(game.outcome().is_none());
        run.record(played);
        assert!(!run.next_is_coached(&[]) || run.next_game().is_none());
    }

    /// After the last regular game the top four meet in best-of-seven series: playoff games are
    /// never tied, their lines are kept apart from the season's, and there is a champion from
    /// the top four.
    #[test]
    fn playoffs_follow_the_season_to_a_champion() {
        let mut plan = league_plan(4);
        plan.options.tournament = false;
        plan.playoff_teams = 4;
        let mut run = SeasonRun::new(plan.teams.len(), plan.games_per_team)
            .unwrap()
            .with_playoffs(4);
        while run.results.len() < 16 {
            assert!(run.playoffs.is_none(), "no playoffs before the season ends");
            run.play_next::<OpenIce>(&plan);
        }
        let table = standings(plan.teams.len(), &run.results);
        let seeds: Vec<u8> = table.iter().take(4).map(|s| s.team).collect();
        let season_goals: u16 = run.totals.skaters.iter().map(|s| s.goals).sum();
        let first = run.next_game().expect("the playoffs begin");
        assert!(first.playoff && first.day > run.fixtures.last().unwrap().day);
        assert_eq!(
            (first.teams.home, first.teams.away),
            (seeds[0], seeds[3]),
            "first against fourth, first at home"
        );
        assert!(
            plan.game_options(&first, &[]).tournament,
            "a playoff game can't end tied"
        );
        while run.play_next::<OpenIce>(&plan) {}
        let playoffs = run.playoffs.as_ref().unwrap();
        let champion = playoffs.champion().expect("a champion");
        assert!(seeds.contains(&champion));
        assert!((8..=21).contains(&run.playoff_results.len()));
        assert!(
            run.playoff_results
                .iter()
                .all(|r| r.outcome.winner.is_some())
        );
        let after: u16 = run.totals.skaters.iter().map(|s| s.goals).sum();
        assert_eq!(after, season_goals, "playoff goals are not season goals");
        let playoff_goals: u16 = run.playoff_totals.skaters.iter().map(|s| s.goals).sum();
        let scored: u16 = run
            .playoff_results
            .iter()
            .map(|r| r.outcome.final_score.home + r.outcome.final_score.away)
            .sum();
        let shootouts = run
            .playoff_results
            .iter()
            .filter(|r| r.outcome.decided_in == crate::engine::DecidedIn::Shootout)
            .count() as u16;
        // A shootout win counts one goal in the final score and none to a skater.
        assert!(playoff_goals <= scored && scored - playoff_goals <= shootouts);
    }

    /// Open Ice's injuries of "this game and n more" last: the player sits out exactly his
    /// team's next n games (his season line counts only the games he played), then he is
    /// back; and every game with a player out replays from its seed to its result.
    #[test]
    fn injuries_carry_over_and_expire() {
        let plan = league_plan(40);
        let mut run = SeasonRun::new(plan.teams.len(), plan.games_per_team).unwrap();
        let mut hurts = Vec::new();
        while let Some(game) = run.next_game() {
            let sitting = run.sitting_out();
            let played = play_computer_game::<OpenIce>(
                plan.game_options(&game, &[]),
                plan.game_seed(game.index),
                OpenIce::RULES_VERSION,
                &sitting,
                game.teams,
            );
            assert_eq!(
                played.sat_out,
                by_side_names(&sitting, game.teams),
                "all sit out"
            );
            hurts.extend(played.hurt.iter().map(|h| (game.index, h.clone())));
            run.record(played);
        }
        assert!(
            hurts.len() >= 3,
            "a 160-game season has injuries that last: {hurts:?}"
        );
        for (index, (team, name, games)) in &hurts {
            let next: Vec<&GameResult> = run.results[index + 1..]
                .iter()
                .filter(|r| r.teams.home == *team || r.teams.away == *team)
                .collect();
            let out = |r: &GameResult| r.sat_out.iter().any(|(t, n)| t == team && n == name);
            let missed = next
                .iter()
                .take(usize::from(*games))
                .filter(|r| out(r))
                .count();
            assert_eq!(
                missed,
                usize::from(*games).min(next.len()),
                "{name} out {games}"
            );
            let hurt_again = hurts
                .iter()
                .any(|(i, (t, n, _))| i > index && t == team && n == name);
            if let Some(after) = next.get(usize::from(*games))
                && !hurt_again
            {
                assert!(!out(after), "{name} back after {games} games");
            }
        }
        // Each skater's games are his team's games less those he sat out.
        let sat_out_games = |team: u8, name: &str| {
            let sat = |r: &&GameResult| r.sat_out.iter().any(|(t, n)| *t == team && n == name);
            run.results.iter().filter(sat).count() as u16
        };
        for skater in &run.totals.skaters {
            let missed = sat_out_games(skater.team, &skater.name);
            if missed > 0 {
                assert!(
                    skater.games + missed <= 40,
                    "{} {missed} {}",
                    skater.name,
                    skater.games
                );
            }
        }
        let with_out: Vec<usize> = (0..run.results.len())
            .filter(|&i| !run.results[i].sat_out.is_empty())
            .take(5)
            .collect();
        assert!(!with_out.is_empty());
        for index in with_out {
            let result = &run.results[index];
            let game = run.past_game(index).unwrap();
            let record = computer_game_record::<OpenIce>(&plan, &game, &result.sat_out);
            let replayed = Session::replay(&record, None).unwrap();
            assert_eq!(replayed.state.outcome().as_ref(), Some(&result.outcome));
            let lines = replayed.state.player_lines();
            for (team, name) in &result.sat_out {
                let side = if game.teams.home == *team {
                    Team::Home
                } else {
                    Team::Away
                };
                let line = lines
                    .skaters
                    .iter()
                    .find(|s| s.team == side && &s.name == name);
                let did =
                    line.is_some_and(|s| s.goals + s.assists + s.shots + s.penalty_minutes > 0);
                assert!(!did, "{name} sat out and did nothing");
            }
        }
    }

    /// OI-2 (R47): a new season's options (the page's defaults) let a regular-season game tied
    /// after overtime end tied, never in a shootout; a season whose options choose the
    /// shootout has one.
    #[test]
    fn a_seasons_regular_games_keep_the_books_tie() {
        use crate::engine::DecidedIn;
        let count = |options: Options| {
            let plan = SeasonPlan::league(40, options, 7);
            let mut run = SeasonRun::new(plan.teams.len(), plan.games_per_team).unwrap();
            while run.play_next::<OpenIce>(&plan) {}
            let decided = |d: DecidedIn| {
                let of = |r: &&GameResult| r.outcome.decided_in == d;
                run.results.iter().filter(of).count()
            };
            let ties = run.results.iter().filter(|r| r.outcome.winner.is_none());
            (ties.count(), decided(DecidedIn::Shootout))
        };
        let (ties, shootouts) = count(Options::season_defaults());
        assert!(
            ties > 0 && shootouts == 0,
            "{ties} ties, {shootouts} shootouts"
        );
        let chosen = Options {
            tournament: true,
            ..Options::season_defaults()
        };
        let (ties, shootouts) = count(chosen);
        assert!(
            ties == 0 && shootouts > 0,
            "{ties} ties, {shootouts} shootouts"
        );
    }

    fn by_side_names(sitting: &[(Team, String)], teams: ByTeam<u8>) -> Vec<(u8, String)> {
        sitting
            .iter()
            .map(|(side, name)| (teams[*side], name.clone()))
            .collect()
    }
}
