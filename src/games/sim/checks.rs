//! Checks the sims' table tests share.

use super::{Coach, Decision, Moment, PlayerLines, RunTo, SimPlay};
use crate::engine::{ByTeam, GameRecord, Session, Team};

/// What the moments and player lines of any finished game `seed` show: one game end, a goal
/// moment per goal, three periods at least, whistles, and skaters' goals adding up to the score.
pub fn finished_game(seed: u64, moments: &[Moment], score: ByTeam<u16>, lines: &PlayerLines) {
    let count = |moment: Moment| moments.iter().filter(|&&m| m == moment).count();
    assert_eq!(count(Moment::GameEnd), 1, "seed {seed}: one game end");
    assert_eq!(
        count(Moment::Goal),
        usize::from(score.home + score.away),
        "seed {seed}: a goal moment per goal"
    );
    assert!(
        count(Moment::PeriodEnd) >= 3,
        "seed {seed}: three periods at least"
    );
    let whistles = count(Moment::Whistle);
    assert!(
        whistles >= 10,
        "seed {seed}: whistles in a game ({whistles})"
    );
    assert!(RunTo::NextWhistle.reached(moments));
    for team in Team::BOTH {
        let scored = lines.goals(team);
        assert_eq!(scored, score[team], "seed {seed}: {team:?} goals by skater");
    }
}

/// Plays a game to the end with the computer managers, as a season plays one.
pub fn play_out<G: SimPlay>(game: &mut G) {
    crate::games::lab::play_out(game, |g, _: Team| g.computer_choice(), G::step_action());
}

/// Every player's line, dressed or not.
pub fn whole_roster<G: SimPlay>(game: &G) -> PlayerLines {
    let boxes = game.player_boxes();
    PlayerLines::from_boxes(boxes, |t| game.roster(t), |_| None, |_| Default::default())
}

/// Game `seed` played by the computer with nobody sitting out.
fn left_alone<G: SimPlay>(options: &G::Options, seed: u64) -> PlayerLines {
    let mut game = G::new(options.clone(), seed);
    play_out(&mut game);
    game.player_lines()
}

fn sit_out<G: SimPlay>(game: &mut G, team: Team, name: &str) -> Result<(), String> {
    let action = game.sit_out_action(team, name).expect("on the roster");
    game.apply(&action).map(|_| ()).map_err(|e| e.to_string())
}

/// The home skater who shoots most in game `seed` left alone sits it out: the game plays to
/// the end, his line is empty and no event after his sitting out names him. Returns the game
/// and his name for the sim's own checks (ice time).
pub fn sat_out_skater_misses_the_game<G: SimPlay>(options: G::Options, seed: u64) -> (G, String) {
    let alone = left_alone::<G>(&options, seed);
    let home = alone.skaters.iter().filter(|s| s.team == Team::Home);
    let star = home.max_by_key(|s| (s.shots, s.points())).unwrap();
    assert!(star.shots > 0, "seed {seed}: the star shoots when he plays");
    let name = star.name.clone();
    let mut session = Session::<G>::new(options, seed);
    let action = session.state.sit_out_action(Team::Home, &name).unwrap();
    session
        .apply(action)
        .expect("a player sits out before the game");
    crate::games::lab::play_session_out(&mut session);
    let lines = session.state.player_lines();
    assert!(
        !lines
            .skaters
            .iter()
            .any(|s| s.team == Team::Home && s.name == name),
        "seed {seed}: {name} sat out: not dressed, no line"
    );
    let all = whole_roster(&session.state);
    let line = all
        .skaters
        .iter()
        .find(|s| s.team == Team::Home && s.name == name)
        .unwrap();
    assert_eq!(
        (line.goals, line.assists, line.shots, line.penalty_minutes),
        (0, 0, 0, 0),
        "seed {seed}: {name} sat out"
    );
    let log = session.describe_log();
    assert!(log[0].1.contains("sits out"), "{:?}", log[0]);
    for (_, text) in &log[1..] {
        assert!(
            !text.contains(&name),
            "seed {seed}: {name} named in {text:?}"
        );
    }
    (session.state, name)
}

/// The home goalie who faces most shots in game `seed` left alone (the starter) sits it out:
/// another home goalie faces the shots.
pub fn sat_out_starter_leaves_the_net_to_the_backup<G: SimPlay>(options: G::Options, seed: u64) {
    let alone = left_alone::<G>(&options, seed);
    let home = alone.goalies.iter().filter(|g| g.team == Team::Home);
    let starter = home.max_by_key(|g| g.shots_against).unwrap().name.clone();
    let mut game = G::new(options, seed);
    sit_out(&mut game, Team::Home, &starter).unwrap();
    play_out(&mut game);
    let lines = game.player_lines();
    let home: Vec<_> = lines
        .goalies
        .iter()
        .filter(|g| g.team == Team::Home)
        .collect();
    assert!(
        home.iter().all(|g| g.name != starter),
        "seed {seed}: {starter} sat out: not dressed, no line"
    );
    let backup = home.iter().find(|g| g.shots_against > 0);
    assert!(
        backup.is_some_and(|g| g.name != starter),
        "seed {seed}: the backup is in net"
    );
}

/// Refusals: no such player, once play has begun, twice, the last goalie, and a sixth-last
/// skater (a game dresses five); a team cut to five skaters and one goalie still plays out.
pub fn sit_out_refusals<G: SimPlay>(options: G::Options, seed: u64) {
    let mut game = G::new(options.clone(), seed);
    assert!(game.sit_out_action(Team::Home, "Nobody At All").is_none());
    let names = |lines: &PlayerLines, goalies: bool| -> Vec<String> {
        if goalies {
            let away = lines.goalies.iter().filter(|g| g.team == Team::Away);
            away.map(|g| g.name.clone()).collect()
        } else {
            let away = lines.skaters.iter().filter(|s| s.team == Team::Away);
            away.map(|s| s.name.clone()).collect()
        }
    };
    let lines = whole_roster(&game);
    let goalies = names(&lines, true);
    let skaters = names(&lines, false);
    assert!(goalies.len() >= 2, "the league's teams carry a backup");
    for g in &goalies[1..] {
        sit_out(&mut game, Team::Away, g).unwrap();
    }
    let twice = sit_out(&mut game, Team::Away, &goalies[1]).unwrap_err();
    assert!(twice.contains("already"), "{twice}");
    let last = sit_out(&mut game, Team::Away, &goalies[0]).unwrap_err();
    assert!(last.contains("without a goalie"), "{last}");
    let mut sat = 0;
    for s in &skaters {
        match sit_out(&mut game, Team::Away, s) {
            Ok(()) => sat += 1,
            Err(e) => {
                assert!(e.contains("fewer than 5 skaters"), "{e}");
                break;
            }
        }
    }
    assert_eq!(skaters.len() - sat, 5, "five skaters stay");
    play_out(&mut game);
    let lines = game.player_lines();
    for s in lines.skaters.iter().filter(|s| s.team == Team::Away) {
        if skaters[..sat].contains(&s.name) {
            assert_eq!((s.goals, s.assists, s.shots), (0, 0, 0), "{}", s.name);
        }
    }
    // Once play has begun, nobody sits out.
    let mut game = G::new(options, seed);
    while let Some(choice) = game.computer_choice() {
        game.apply(&choice).unwrap();
    }
    game.apply(&G::step_action()).unwrap();
    let late = sit_out(&mut game, Team::Away, &skaters[0]).unwrap_err();
    assert!(late.contains("before the opening face-off"), "{late}");
}

/// A record with sit-outs (a skater each side and a home goalie) encodes, decodes and replays
/// to the same game.
pub fn sit_out_round_trips<G: SimPlay>(options: G::Options, seed: u64) {
    let mut session = Session::<G>::new(options, seed);
    let lines = session.state.player_lines();
    for team in Team::BOTH {
        let skater = lines.skaters.iter().find(|s| s.team == team).unwrap();
        let action = session.state.sit_out_action(team, &skater.name).unwrap();
        session.apply(action).unwrap();
    }
    let goalie = lines.goalies.iter().find(|g| g.team == Team::Home).unwrap();
    let action = session
        .state
        .sit_out_action(Team::Home, &goalie.name)
        .unwrap();
    session.apply(action).unwrap();
    crate::games::lab::play_session_out(&mut session);
    let record = GameRecord::<G>::decode(&session.record.encode()).expect("the record decodes");
    assert_eq!(record.actions, session.record.actions);
    let back = Session::replay(&record, None).expect("the record replays");
    assert_eq!(back.state.outcome(), session.state.outcome());
    assert_eq!(back.state.player_lines(), session.state.player_lines());
    assert_eq!(back.describe_log(), session.describe_log());
}

/// Auto-plays `session` as the table does (runs to the end of the game), the computer manager
/// answering a person's waiting decisions for him, until a run stops with `wanted` newly open
/// to a side a person coaches: returns that side, or `None` if the game ended first.
pub fn autoplay_to<G: SimPlay>(session: &mut Session<G>, wanted: Decision) -> Option<Team> {
    super::manage(session, &mut Vec::new()).expect("the manager's choices");
    for _ in 0..100_000 {
        if session.state.outcome().is_some() {
            return None;
        }
        let before = session.state.person_decisions();
        let burst = super::run_burst(session, RunTo::EndOfGame, 1_000_000);
        assert_eq!(burst.refused, None);
        if let Some(team) = newly_open(session, &before, wanted) {
            return Some(team);
        }
        let answer = Team::BOTH
            .into_iter()
            .filter(|&t| session.state.waits_for(t))
            .find_map(|t| session.state.manager_choice(t));
        if let Some(answer) = answer {
            // The answer may bring the next decision at once (a home coach's shootout goalie,
            // then the computer's first attempt, then his first shooter): the table shows it.
            let before = session.state.person_decisions();
            super::advance(session, answer).expect("the manager's answer");
            if let Some(team) = newly_open(session, &before, wanted) {
                return Some(team);
            }
        }
    }
    panic!("auto-play went nowhere");
}

/// The side a person coaches that `wanted` is open to now and was not in `before`.
fn newly_open<G: SimPlay>(
    session: &Session<G>,
    before: &[(Team, Decision)],
    wanted: Decision,
) -> Option<Team> {
    session
        .state
        .person_decisions()
        .into_iter()
        .find(|&(t, d)| d == wanted && !before.contains(&(t, d)))
        .map(|(team, _)| team)
}

/// Whether one run of auto-play takes `session` to the end of its game without a stop: what a
/// game nobody coaches does.
pub fn runs_to_the_end<G: SimPlay>(session: &mut Session<G>) -> bool {
    super::manage(session, &mut Vec::new()).expect("the manager's choices");
    let burst = super::run_burst(session, RunTo::EndOfGame, 1_000_000);
    burst.refused.is_none() && session.state.outcome().is_some()
}

/// The first of `seeds` whose game, coached as `coaches` says (`options` makes the options),
/// brings `wanted` to a side a person coaches: auto-play stops there. The same game with the
/// computer managing both sides runs to its end in one run of auto-play. Returns the seed.
pub fn stops_for_a_person_only<G: SimPlay>(
    wanted: Decision,
    options: impl Fn(ByTeam<Coach>) -> G::Options,
    coaches: ByTeam<Coach>,
    seeds: std::ops::Range<u64>,
) -> u64 {
    let seed = seeds
        .clone()
        .find(|&seed| autoplay_to(&mut Session::<G>::new(options(coaches), seed), wanted).is_some())
        .unwrap_or_else(|| panic!("auto-play stops at {wanted:?} in a game of seeds {seeds:?}"));
    let nobody = ByTeam::new(Coach::Computer, Coach::Computer);
    let mut session = Session::<G>::new(options(nobody), seed);
    assert!(
        runs_to_the_end(&mut session),
        "seed {seed}: with nobody coaching, {wanted:?} stops nothing"
    );
    seed
}

/// A share link's record for a browser test of auto-play's stop at `wanted`: the first game
/// of `seeds` (the computer manager deciding for both sides, a person's included) cut a few
/// steps before `wanted` opens to a side a person coaches, at a point where play may be
/// stepped and one run of auto-play to the end of the game stops with it open.
pub fn record_before<G: SimPlay>(
    options: &G::Options,
    seeds: std::ops::Range<u64>,
    wanted: Decision,
) -> GameRecord<G> {
    const STEPS_BEFORE: usize = 3;
    for seed in seeds {
        let mut session = Session::<G>::new(options.clone(), seed);
        // Points at which play may be stepped, nobody having to decide.
        let mut free = Vec::new();
        while session.state.outcome().is_none() {
            if session.state.steps_on() && session.state.computer_choice().is_none() {
                free.push(session.record.actions.len());
            }
            let before = session.state.person_decisions();
            let action = Team::BOTH
                .into_iter()
                .find_map(|t| session.state.manager_choice(t))
                .unwrap_or_else(G::step_action);
            session.apply(action).expect("the manager's choice");
            let opened = session
                .state
                .person_decisions()
                .into_iter()
                .any(|(t, d)| d == wanted && !before.contains(&(t, d)));
            if opened {
                break;
            }
        }
        if session.state.outcome().is_some() || free.len() <= STEPS_BEFORE {
            continue;
        }
        let cut = free[free.len() - 1 - STEPS_BEFORE];
        let mut record = session.record.clone();
        record.actions.truncate(cut);
        if stops_in_one_run(&record, wanted) {
            return record;
        }
    }
    panic!("no game of the seeds stops at {wanted:?} a few steps on");
}

/// Whether one run of auto-play to the end of the game from `record`'s end stops with `wanted`
/// open to a side a person coaches.
pub fn stops_in_one_run<G: SimPlay>(record: &GameRecord<G>, wanted: Decision) -> bool {
    let Ok(mut session) = Session::<G>::replay(record, None) else {
        return false;
    };
    super::manage(&mut session, &mut Vec::new()).expect("the manager's choices");
    let burst = super::run_burst(&mut session, RunTo::EndOfGame, 1_000_000);
    burst.stop
        && burst.refused.is_none()
        && session.state.outcome().is_none()
        && session
            .state
            .person_decisions()
            .iter()
            .any(|&(_, d)| d == wanted)
}

/// The browser test of auto-play's stop at `wanted` opens `file` (under tests/e2e/fixtures/)
/// as a share link: its game must still stop there in one run. `WRITE_E2E_FIXTURES=1` writes
/// a fresh one from `options` and `seeds` when it does not.
pub fn autoplay_fixture<G: SimPlay>(
    file: &str,
    options: &G::Options,
    seeds: std::ops::Range<u64>,
    wanted: Decision,
) {
    let path = format!("{}/tests/e2e/fixtures/{file}", env!("CARGO_MANIFEST_DIR"));
    let fresh = std::fs::read_to_string(&path).ok().is_some_and(|code| {
        GameRecord::<G>::decode(code.trim()).is_ok_and(|r| stops_in_one_run(&r, wanted))
    });
    if fresh {
        return;
    }
    assert!(
        std::env::var_os("WRITE_E2E_FIXTURES").is_some(),
        "{path} no longer stops at {wanted:?}: write it again with WRITE_E2E_FIXTURES=1"
    );
    let record = record_before::<G>(options, seeds, wanted);
    std::fs::write(&path, record.encode() + "\n").expect("write the fixture");
}
