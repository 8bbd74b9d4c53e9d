import{_ as m}from"./FormView.vue_vue_type_script_setup_true_lang-C5caIwD1.js";import"./index-DRjIVxU_.js";export{m as default};
