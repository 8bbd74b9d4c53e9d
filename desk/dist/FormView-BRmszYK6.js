import{_ as m}from"./FormView.vue_vue_type_script_setup_true_lang-lM7hyqE9.js";import"./index-DNH9MgjI.js";export{m as default};
