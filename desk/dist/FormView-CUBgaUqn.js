import{_ as m}from"./FormView.vue_vue_type_script_setup_true_lang-BVl_7goT.js";import"./index-BNFop4-d.js";export{m as default};
