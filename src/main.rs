fn main() {
    rinkside::ui::mount();
}
