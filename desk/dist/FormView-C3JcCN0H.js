import{_ as m}from"./FormView.vue_vue_type_script_setup_true_lang-Dwz53tj9.js";import"./index-DENfHrjz.js";export{m as default};
